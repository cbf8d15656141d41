import { Component, type ReactNode } from 'react'
import ErrorView from '@/components/ErrorView'

interface State {
  error: Error | null
}

/** A page that throws while rendering shows the error view of spec 2.20 instead of a blank screen. */
export default class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error) {
    console.error('page render failed', error)
  }

  override render() {
    if (this.state.error) return <ErrorView message='页面出了点问题，请重新加载试试。' onReload={() => this.setState({ error: null })} />
    return this.props.children
  }
}
