/** The set-profile steps of the default layout: name, avatar, then PUT user info (spec 4, 8.2). */
import { MESSAGES, type Avatar } from '@xungen/contracts'
import { alert, toast } from '@/components/feedback'
import ProfileSteps from '@/features/account/components/ProfileSteps'
import { messageOf } from '@/services/errors'
import { updateProfile } from '@/features/account/store/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

export default function StepsPanel() {
  async function submit({ name, avatar }: { name: string; avatar: Avatar }) {
    try {
      updateProfile(await call(ACCOUNTS.updateUserInfo, { body: { name, avatar } }))
      toast(MESSAGES.profile.updated, 'success')
    } catch (err) {
      await alert(messageOf(err, MESSAGES.profile.updateFailed), { confirmText: MESSAGES.profile.alertButton })
    }
  }
  return <ProfileSteps upload={file => call(ACCOUNTS.uploadImage, { query: { type: 'avatar' }, file })} onSubmit={submit} submitLabel='完成' />
}
