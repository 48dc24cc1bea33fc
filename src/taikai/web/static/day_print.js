// The print view's button (the pages allow no inline script): print the table sheets and score slips.
document.addEventListener("DOMContentLoaded", () => {
  const button = document.getElementById("print-sheets");
  if (button) button.addEventListener("click", () => window.print());
});
