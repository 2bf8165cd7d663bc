// Signs out at once when the app already asked to (see confirmSignOutPage).
// A separate file rather than inline script, so the Content-Security-Policy
// can forbid inline script everywhere.
document.querySelector('[data-auto-submit]')?.click();
