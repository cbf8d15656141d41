/**
 * A heading (issue 32, WCAG 1.3.1): Taro has no h1–h6 on both targets, so a heading is a Text
 * with the heading role and its level (H5 writes role="heading" aria-level="N"; the mini-program
 * keeps aria-role="heading" for VoiceOver and TalkBack). Level 1 is the page's title (PageTitle),
 * 2 a section of the page (a panel's or a report section's title), 3 a card inside a section.
 */
import { Text } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface HeadingProps {
  level: 1 | 2 | 3 | 4
  className?: string
  children: ReactNode
}

export default function Heading({ level, className, children }: HeadingProps) {
  return <Text className={className} ariaRole='heading' aria-level={level}>{children}</Text>
}
