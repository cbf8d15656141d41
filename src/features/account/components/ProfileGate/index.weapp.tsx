/** spec 4: the profile step is not asked for in the mini-program (its accounts get a generated nickname and gradient). */
export default function ProfileGate(_props: { path: string }) {
  return null
}
