/**
 * The sandbox's stand-in for Razorpay's checkout.js: `new Razorpay(options)`, `.on('payment.failed')`
 * and `.open()`, with a TEST MODE dialog offering Pay, Fail and Close. Runs in the browser.
 */
function installSandboxCheckout() {
  type Handler = (payload: unknown) => void;
  interface Options {
    key: string;
    order_id: string;
    amount: number;
    currency: string;
    name?: string;
    description?: string;
    theme?: { color?: string };
    handler?: Handler;
    modal?: { ondismiss?: () => void };
  }

  class SandboxRazorpay {
    private readonly failedHandlers: Handler[] = [];
    constructor(private readonly options: Options) {}

    on(event: string, handler: Handler) {
      if (event === 'payment.failed') this.failedHandlers.push(handler);
    }

    open() {
      const o = this.options;
      const overlay = document.createElement('div');
      overlay.setAttribute(
        'style',
        'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;font-family:system-ui,sans-serif',
      );
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');
      dialog.setAttribute(
        'style',
        'background:#fff;color:#111;border-radius:12px;padding:24px;width:min(360px,90vw);box-shadow:0 10px 40px rgba(0,0,0,.3)',
      );
      const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: o.currency || 'INR' }).format(
        o.amount / 100,
      );
      dialog.innerHTML = `
        <div style="display:inline-block;background:#b71c1c;color:#fff;font-weight:700;font-size:12px;padding:2px 8px;border-radius:4px">TEST MODE</div>
        <h2 id="sandbox-checkout-title" style="margin:12px 0 4px;font-size:20px"></h2>
        <p data-description style="margin:0 0 8px;color:#444"></p>
        <p style="margin:0 0 16px;font-size:24px;font-weight:700">${amount}</p>
        <p style="margin:0 0 16px;color:#444;font-size:13px">Payment sandbox: no money moves.</p>
        <div style="display:flex;gap:8px">
          <button type="button" data-action="pay" style="flex:1;padding:10px;border:0;border-radius:6px;background:${o.theme?.color ?? '#1b5e20'};color:#fff;font-weight:700;cursor:pointer">Pay</button>
          <button type="button" data-action="fail" style="flex:1;padding:10px;border:1px solid #b71c1c;border-radius:6px;background:#fff;color:#b71c1c;cursor:pointer">Fail</button>
          <button type="button" data-action="close" style="flex:1;padding:10px;border:1px solid #555;border-radius:6px;background:#fff;color:#222;cursor:pointer">Close</button>
        </div>`;
      dialog.querySelector('h2')!.textContent = o.name ?? 'Checkout';
      dialog.querySelector('[data-description]')!.textContent = o.description ?? '';
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      const close = () => overlay.remove();
      const button = (action: string) => dialog.querySelector(`[data-action="${action}"]`) as HTMLButtonElement;
      button('pay').focus();

      button('pay').addEventListener('click', async () => {
        button('pay').disabled = true;
        const res = await fetch('/sandbox/pay', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ order_id: o.order_id }),
        });
        close();
        if (res.ok) o.handler?.(await res.json());
        else this.fail('The sandbox could not capture this payment.');
      });
      button('fail').addEventListener('click', () => {
        close();
        this.fail('Payment failed (sandbox test).');
      });
      button('close').addEventListener('click', () => {
        close();
        o.modal?.ondismiss?.();
      });
    }

    private fail(description: string) {
      const payload = {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          reason: 'payment_failed',
          metadata: { order_id: this.options.order_id },
        },
      };
      this.failedHandlers.forEach((handler) => handler(payload));
    }
  }

  (window as unknown as { Razorpay: typeof SandboxRazorpay }).Razorpay = SandboxRazorpay;
}

export const SANDBOX_CHECKOUT_SCRIPT = `(${installSandboxCheckout.toString()})();\n`;
