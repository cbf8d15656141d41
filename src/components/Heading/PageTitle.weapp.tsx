/** The mini-program's navigation bar shows and reads the page's title: nothing more here (PageTitle.tsx is H5's). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export default function PageTitle(_props: { title: string }) {
  return null
}
