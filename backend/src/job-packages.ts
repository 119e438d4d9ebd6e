/**
 * The heavy packages background jobs use (e-mail rendering and sending, QR codes, invoice PDFs),
 * loaded when a process that runs jobs starts. The web process loads them on first use to stay
 * small (docs/decisions.md, Operations), but a worker needs them for almost every job, and loading
 * one in the middle of a job (seconds of compiling on a busy machine, the event loop held) would
 * hold up the gateway calls and timers of the jobs beside it.
 */
export async function loadJobPackages(): Promise<void> {
  await Promise.all([import('@react-email/render'), import('qrcode'), import('pdfkit'), import('nodemailer')]);
}
