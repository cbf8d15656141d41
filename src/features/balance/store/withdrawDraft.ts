/** The withdrawal being filled in: /balance/form writes it, /balance/auth sends it with the code (memory only, never stored). */
import { create } from 'zustand'

export interface WithdrawDraft {
  amountFen: number
  payeeAccount: string
  payeeName: string
}

export const useWithdrawDraft = create<{ draft: WithdrawDraft | null; set: (d: WithdrawDraft | null) => void }>(set => ({
  draft: null,
  set: draft => set({ draft })
}))
