/** jsdom has no modal dialogs: what the browser's showModal and close do to the element, for the public pages' tests. */
export function polyfillModalDialogs() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
