/** What the app needs from a payment provider, in Razorpay's terms (amounts in paise). */ /**
 * The payment provider: the real Razorpay API (through the official SDK) when keys are set,
 * otherwise (outside production) the built-in sandbox. Every failure to reach the provider
 * surfaces as a DomainError('GATEWAY_UNAVAILABLE') so callers can release what they held.
 */ export class PaymentGateway {
}

//# sourceMappingURL=payment-gateway.js.map