import '@testing-library/jest-dom';

// jsdom has <dialog> without showModal() and close(): stand-ins with their effects
// that components observe (the open attribute, then the close event). The top
// layer, the inert page and the focus return are the browser's, tested there.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    }
  };
}
