/**
 * The site header of spec 2.15 (H5; the mini-program has WeChat's navigation bar instead, see
 * index.weapp.tsx). Desktop: logo, menus with dropdowns, account actions. Width 768 or less
 * (spec 4, 9): logo, account shortcut and a side drawer whose open state is kept in local
 * storage. Fixed at the very top; transparent over a page's hero until the page scrolls past
 * a threshold, then opaque.
 */
import { useEffect, useState } from 'react'
import { LOCAL_STORAGE_KEYS, badgeText, type DeviceContext } from '@xungen/contracts'
import { useUnreadCounts } from '@/hooks/useUnreadCounts'
import Avatar from '../Avatar'
import Link from '../Link'
import Logo from '../Logo'
import { useSession } from '@/stores/session'
import {
  BUY_MENU, IMPORT_LINK, LOGIN_LINK, MAIN_MENU, MESSAGES_ALL, MY_RESULTS, NOTICES_ALL,
  OPAQUE_SCROLL_THRESHOLD, avatarMenu, type MenuEntry
} from './menus'
import { href } from '@/routes/href'
import './index.scss'
import { DRAWER_RESTORED_MARK } from './drawerMark'

export interface SiteHeaderProps {
  device: DeviceContext
  /** the page starts with a dark hero: stay transparent until scrolled */
  overHero?: boolean
}

function readDrawerOpened(): boolean {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerOpened) === '1'
  } catch {
    return false
  }
}

/**
 * The drawer's open state is restored from local storage once per document (a reload keeps it
 * open); a page opened by a navigation inside the app starts with it closed, whatever link led
 * there, and says so to the storage.
 */
function initialDrawerOpened(): boolean {
  // a reload is a new window: the mark lives on the window, not in the storage
  const w = window as unknown as Record<string, boolean | undefined>
  if (!w[DRAWER_RESTORED_MARK]) {
    w[DRAWER_RESTORED_MARK] = true
    return readDrawerOpened()
  }
  writeDrawerOpened(false)
  return false
}

function writeDrawerOpened(open: boolean): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.drawerOpened, open ? '1' : '0')
  } catch {
    // private mode: the drawer still works, it is just not remembered
  }
}

function Dropdown({ entry }: { entry: MenuEntry }) {
  if (!entry.items) {
    return <Link to={entry.to!} className='xg-header__item'>{entry.label}</Link>
  }
  return (
    <div className={`xg-header__item xg-header__item--dropdown${entry.key === 'buy' ? ' xg-header__item--buy' : ''}`}>
      <button type='button' className='xg-header__trigger' aria-haspopup='true'>
        {entry.label}
        <span className='xg-header__caret' aria-hidden='true' />
      </button>
      <div className='xg-header__menu' role='menu'>
        {entry.items.map(item => (
          <Link key={item.to} to={item.to} className='xg-header__menu-link'>
            <span className='xg-header__menu-label'>{item.label}</span>
            {item.hint && <span className='xg-header__menu-hint'>{item.hint}</span>}
          </Link>
        ))}
      </div>
    </div>
  )
}

function InboxDropdown({ label, icon, all, hint, count = 0 }: { label: string; icon: string; all: { to: string; label: string }; hint: string; count?: number }) {
  const badge = badgeText(count)
  return (
    <div className='xg-header__item xg-header__item--dropdown xg-header__item--inbox'>
      <button type='button' className='xg-header__icon-button' aria-haspopup='true' aria-label={label}>
        <span className={`xg-header__glyph xg-header__glyph--${icon}`} aria-hidden='true' />
        {badge && <span className='xg-header__badge'>{badge}</span>}
      </button>
      <div className='xg-header__menu xg-header__menu--inbox' role='menu'>
        <div className='xg-header__inbox-head'>
          <span>{label}</span>
          <Link to={all.to} className='xg-header__inbox-all'>{all.label}</Link>
        </div>
        <p className='xg-header__inbox-hint'>{hint}</p>
      </div>
    </div>
  )
}

export default function SiteHeader({ device, overHero = false }: SiteHeaderProps) {
  const authed = useSession(s => Boolean(s.token))
  const user = useSession(s => s.user)
  const profile = useSession(s => s.profile)
  const unread = useUnreadCounts(true, true)
  const [scrolled, setScrolled] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(initialDrawerOpened)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > OPAQUE_SCROLL_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  function toggleDrawer(open: boolean) {
    setDrawerOpen(open)
    writeDrawerOpened(open)
  }

  const opaque = scrolled || !overHero || drawerOpen
  const origin = typeof window !== 'undefined' ? window.location.origin : ''
  const accountItems = authed ? avatarMenu(device, user?.userState, origin) : []
  const closeDrawer = () => toggleDrawer(false)

  // the drawer is a sibling of the header: the header's backdrop-filter would otherwise become
  // the containing block of the drawer's fixed position and clip it to the header's height
  return (
    <>
      <header className={`xg-header${opaque ? ' xg-header--opaque' : ' xg-header--clear'}`}>
        <div className='xg-header__bar'>
          <Link to={href('/')} className='xg-header__brand' aria-label='基因寻根首页' onNavigate={closeDrawer}>
            <Logo inverse={!opaque} />
          </Link>

          <nav className='xg-header__nav' aria-label='主菜单'>
            {MAIN_MENU.map(entry => <Dropdown key={entry.key} entry={entry} />)}
          </nav>

          <div className='xg-header__actions'>
            {authed ? (
              <>
                <Link to={MY_RESULTS.to} className='xg-header__item xg-header__results' onNavigate={closeDrawer}>{MY_RESULTS.label}</Link>
                <InboxDropdown label='通知' icon='bell' count={unread.notices} all={NOTICES_ALL} hint='评论与讨论、新的基因亲人、宗亲关系和家族动态会出现在通知里。' />
                <InboxDropdown label='私信' icon='chat' count={unread.messages} all={MESSAGES_ALL} hint='和基因亲人、宗亲的私信会出现在这里。' />
                <div className='xg-header__item xg-header__item--dropdown xg-header__item--avatar'>
                  <button type='button' className='xg-header__avatar' aria-haspopup='true' aria-label='账号菜单'>
                    {profile ? <Avatar avatar={profile.avatar} name={profile.userName} size={34} /> : <span aria-hidden='true'>我</span>}
                  </button>
                  <div className='xg-header__menu xg-header__menu--right' role='menu'>
                    {accountItems.map(item => (
                      <Link key={item.to} to={item.to} className='xg-header__menu-link' onNavigate={closeDrawer}>
                        <span className='xg-header__menu-label'>{item.label}</span>
                      </Link>
                    ))}
                  </div>
                </div>
              </>
            ) : (
              <>
                <Link to={IMPORT_LINK.to} className='xg-header__import' onNavigate={closeDrawer}>{IMPORT_LINK.label}</Link>
                <Link to={LOGIN_LINK.to} className='xg-header__login' onNavigate={closeDrawer}>{LOGIN_LINK.label}</Link>
              </>
            )}
          </div>

          <button
            type='button'
            className='xg-header__burger'
            aria-label={drawerOpen ? '关闭菜单' : '打开菜单'}
            aria-expanded={drawerOpen}
            onClick={() => toggleDrawer(!drawerOpen)}
          >
            <span className={`xg-header__burger-icon${drawerOpen ? ' xg-header__burger-icon--open' : ''}`} aria-hidden='true' />
          </button>
        </div>
      </header>

      {drawerOpen && (
        <div className='xg-drawer' role='dialog' aria-label='菜单'>
          <div className='xg-drawer__backdrop' onClick={closeDrawer} />
          <div className='xg-drawer__panel'>
            {authed ? (
              <div className='xg-drawer__account'>
                <Link to={MY_RESULTS.to} className='xg-drawer__primary' onNavigate={closeDrawer}>{MY_RESULTS.label}</Link>
                <div className='xg-drawer__row'>
                  <Link to={NOTICES_ALL.to} className='xg-drawer__chip' onNavigate={closeDrawer}>通知</Link>
                  <Link to={MESSAGES_ALL.to} className='xg-drawer__chip' onNavigate={closeDrawer}>私信</Link>
                </div>
              </div>
            ) : (
              <div className='xg-drawer__account'>
                <Link to={LOGIN_LINK.to} className='xg-drawer__primary' onNavigate={closeDrawer}>{LOGIN_LINK.label}</Link>
                <Link to={IMPORT_LINK.to} className='xg-drawer__secondary' onNavigate={closeDrawer}>{IMPORT_LINK.label}</Link>
              </div>
            )}
            {[...MAIN_MENU.filter(e => e !== BUY_MENU), BUY_MENU].map(entry => (
              <div key={entry.key} className='xg-drawer__group'>
                {entry.items ? (
                  <>
                    <div className='xg-drawer__heading'>{entry.label}</div>
                    {entry.items.map(item => (
                      <Link key={item.to} to={item.to} className='xg-drawer__link' onNavigate={closeDrawer}>{item.label}</Link>
                    ))}
                  </>
                ) : (
                  <Link to={entry.to!} className='xg-drawer__link xg-drawer__link--top' onNavigate={closeDrawer}>{entry.label}</Link>
                )}
              </div>
            ))}
            {authed && (
              <div className='xg-drawer__group'>
                <div className='xg-drawer__heading'>账号</div>
                {accountItems.map(item => (
                  <Link key={item.to} to={item.to} className='xg-drawer__link' onNavigate={closeDrawer}>{item.label}</Link>
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </>
  )
}
