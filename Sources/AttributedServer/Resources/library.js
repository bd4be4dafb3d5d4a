// Library page: confirm before deleting an entry. Plain browser JavaScript, no libraries.
"use strict";

(function () {
  const dialog = document.getElementById("confirm-delete");
  let pending = null; // { id, button }

  async function remove(id) {
    let response;
    try {
      response = await fetch("/api/strings/" + id, { method: "DELETE" });
    } catch (_) {
      throw new Error("The server cannot be reached (is it still running?). Nothing was deleted; try again.");
    }
    if (!response.ok && response.status !== 404) {
      let message = "Delete failed with status " + response.status;
      try { message = (await response.json()).error || message; } catch (_) { /* keep the status */ }
      throw new Error(message);
    }
  }

  function afterRemoval(id) {
    const entry = document.getElementById("entry-" + id);
    const list = entry ? entry.parentElement : null;
    if (entry) entry.remove();
    if (list && list.children.length === 0) {
      location.reload(); // shows the empty state from the server
      return;
    }
    const next = document.querySelector(".delete-button, .new-button");
    if (next) next.focus();
  }

  document.addEventListener("click", function (event) {
    const button = event.target.closest(".delete-button");
    if (!button) return;
    pending = { id: button.dataset.id, button: button };
    dialog.showModal();
  });

  dialog.addEventListener("close", async function () {
    const target = pending;
    pending = null;
    if (!target) return;
    if (dialog.returnValue !== "delete") {
      target.button.focus();
      return;
    }
    try {
      await remove(target.id);
      afterRemoval(target.id);
    } catch (error) {
      const status = document.getElementById("library-status");
      status.textContent = error.message;
      status.dataset.kind = "error";
      target.button.focus();
    }
  });
})();
