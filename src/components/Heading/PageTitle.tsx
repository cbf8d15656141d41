/**
 * H5: every page's level-1 heading, its title from the route table, read by screen readers and
 * not drawn (the visible titles differ by page and layout; the browser tab shows the same words).
 * The mini-program shows the title in WeChat's own navigation bar (PageTitle.weapp.tsx).
 */
import Heading from '.'
import './index.scss'

export default function PageTitle({ title }: { title: string }) {
  return <Heading level={1} className='xg-page-title'>{title}</Heading>
}
