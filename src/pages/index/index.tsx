// / (spec 2.1): the home page, what the product does and how testing works (spec 1).
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import Link from '@/components/Link'
import Logo from '@/components/Logo'
import { definePage, type PageProps } from '@/shell/definePage'
import HomeProducts from '@/features/commerce/HomeProducts'
import { FEATURES, HERO, PRIVACY, REPORT_AREAS, STEPS } from './content'
import { href } from '@/routes/href'
import './index.scss'

function Home({ chrome }: PageProps) {
  return (
    <View className='xg-home'>
      <View className='xg-home__hero'>
        <View className='xg-home__hero-inner'>
          {/* the site header already shows the logo; the mini-program has none */}
          {!chrome.siteHeader && (
            <View className='xg-home__brand'>
              <Logo inverse size='l' />
            </View>
          )}
          <Text className='xg-home__title'>{HERO.title}</Text>
          <Text className='xg-home__lead'>{HERO.lead}</Text>
          <View className='xg-home__actions'>
            <Button to={HERO.primary.to} variant='light' size='l'>{HERO.primary.label}</Button>
            <Button to={HERO.secondary.to} variant='ghost' size='l' className='xg-home__ghost'>{HERO.secondary.label}</Button>
          </View>
          <Link to={HERO.import.to} className='xg-home__import'>{HERO.import.label}</Link>
        </View>
        <View className='xg-home__helix'>
          {Array.from({ length: 12 }, (_, i) => (
            <View key={i} className='xg-home__rung' style={{ animationDelay: `${-i * 0.25}s` }}>
              <View className='xg-home__dot xg-home__dot--a' />
              <View className='xg-home__bar' />
              <View className='xg-home__dot xg-home__dot--b' />
            </View>
          ))}
        </View>
      </View>

      <View className='xg-home__section'>
        <Text className='xg-home__eyebrow'>报告内容</Text>
        <Text className='xg-home__h2'>一次检测，四类报告</Text>
        <View className='xg-home__areas'>
          {REPORT_AREAS.map(area => (
            <View key={area.key} className={`xg-home__area xg-home__area--${area.key}`}>
              <Text className='xg-home__area-title'>{area.title}</Text>
              <Text className='xg-home__area-text'>{area.text}</Text>
              <View className='xg-home__tags'>
                {area.items.map(item =>
                  item.to ? (
                    <Link key={item.label} to={item.to} className='xg-home__tag xg-home__tag--link'>{item.label}</Link>
                  ) : (
                    <Text key={item.label} className='xg-home__tag xg-home__tag--plain'>{item.label}</Text>
                  )
                )}
              </View>
              <Link to={area.link.to} className='xg-home__more'>{area.link.label} ›</Link>
            </View>
          ))}
        </View>
      </View>

      <View className='xg-home__section xg-home__section--tint'>
        <Text className='xg-home__eyebrow'>检测流程</Text>
        <Text className='xg-home__h2'>在家就能完成的四步</Text>
        <View className='xg-home__steps'>
          {STEPS.map((step, i) => (
            <View key={step.title} className='xg-home__step'>
              <Text className='xg-home__step-no'>{i + 1}</Text>
              <Text className='xg-home__step-title'>{step.title}</Text>
              <Text className='xg-home__step-text'>{step.text}</Text>
            </View>
          ))}
        </View>
        <View className='xg-home__center'>
          <Button to={href('/flow')} variant='secondary'>查看详细检测流程</Button>
        </View>
      </View>

      <View className='xg-home__section'>
        <Text className='xg-home__eyebrow'>检测产品</Text>
        <Text className='xg-home__h2'>从祖源到健康，按需选择</Text>
        <HomeProducts className='xg-home__products' />
        <View className='xg-home__center'>
          <Button to={href('/shop/gene')}>去商城看看</Button>
        </View>
      </View>

      <View className='xg-home__section xg-home__section--tint'>
        <Text className='xg-home__eyebrow'>不止是一份报告</Text>
        <Text className='xg-home__h2'>和家人、同宗一起寻根</Text>
        <View className='xg-home__features'>
          {FEATURES.map(f => (
            <Link key={f.title} to={f.to} className='xg-home__feature'>
              <Text className='xg-home__feature-title'>{f.title}</Text>
              <Text className='xg-home__feature-text'>{f.text}</Text>
            </Link>
          ))}
        </View>
      </View>

      <View className='xg-home__section'>
        <View className='xg-home__privacy'>
          <Text className='xg-home__privacy-title'>{PRIVACY.title}</Text>
          <Text className='xg-home__privacy-text'>{PRIVACY.text}</Text>
          <Link to={PRIVACY.link.to} className='xg-home__more'>{PRIVACY.link.label} ›</Link>
        </View>
      </View>
    </View>
  )
}

export default definePage(Home, { overHero: true })
