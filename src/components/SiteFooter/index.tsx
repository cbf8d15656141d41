/** Site footer (H5). spec 2.14: shown only outside the app and the messaging-app web views. */
import { chinaYear } from '@xungen/contracts'
import Link from '../Link'
import Logo from '../Logo'
import { FOOTER_COLUMNS } from './links'
import './index.scss'

export default function SiteFooter() {
  return (
    <footer className='xg-footer'>
      <div className='xg-footer__inner'>
        <div className='xg-footer__brand'>
          <Logo inverse />
          <p className='xg-footer__about'>从一管唾液开始，读懂你的健康基因，找到你的祖源与同宗亲人。</p>
        </div>
        <nav className='xg-footer__columns' aria-label='网站导航'>
          {FOOTER_COLUMNS.map(col => (
            <div key={col.title} className='xg-footer__column'>
              <div className='xg-footer__title'>{col.title}</div>
              {col.links.map(l => (
                <Link key={l.to} to={l.to} className='xg-footer__link'>{l.label}</Link>
              ))}
            </div>
          ))}
        </nav>
      </div>
      <div className='xg-footer__legal'>
        <span>基因检测结果用于健康参考与祖源研究，不能替代医生的诊断与治疗建议。</span>
        <span>© {chinaYear(Date.now())} 基因寻根</span>
      </div>
    </footer>
  )
}
