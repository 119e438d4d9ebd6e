/** A provider's answer that retrying will not change (a bad address, a refused template...): the message fails. */
export class PermanentSendError extends Error {}

/** The channel has no provider configured: the message is held, visible in the admin, not retried. */
export class ChannelNotConfigured extends Error {}
