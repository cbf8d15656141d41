/** where a payment provider POSTs its notifications (unsigned by us: the provider signs them) */
export const PAYMENT_NOTIFY_PATH = '/pay/notify/:provider'
/** the sandbox cashier (H5), served while the sandbox provider is configured */
export const SANDBOX_CASHIER_PATH = '/sandbox/cashier'
