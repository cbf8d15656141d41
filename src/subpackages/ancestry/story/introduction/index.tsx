// /ancestry/story/introduction (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { StoryIntroduction } from '@/features/families/components/Info'

export default definePage(() => <StoryIntroduction />)
