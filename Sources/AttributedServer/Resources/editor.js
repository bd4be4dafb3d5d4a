// Editor page: live preview as you type, theme picker, run inspector, save/cancel.
// Plain browser JavaScript, no libraries, works offline.
"use strict";

// The Markdown source editor: a `contenteditable` element holding one element per line, in
// chunks of lines that the browser skips while they are off screen (`content-visibility: auto`).
// A `<textarea>` lays out its whole text again on every keystroke (measured in Chromium: ~175 ms
// per keystroke at 1 MB); here a keystroke re-renders the line it touched, and layout stays with
// the visible chunks. The text lives in `lines` (the DOM shows it, never owns it): every edit
// the browser proposes arrives as a `beforeinput` event, is cancelled and applied to `lines`,
// then to the touched line elements. Composition (IME) is the exception: the browser edits the
// line itself and the editor reads it back at `compositionend`. Offsets are UTF-16, as the
// server's edit API counts them. The element answers like a textarea (`value`,
// `selectionStart`, `selectionEnd`, `setSelectionRange`) so the page's code stays simple.
function createSourceEditor(root, onChange) {
  const CHUNK = 64; // lines per chunk (the CSS's contain-intrinsic-block-size assumes 64 lines)
  let lines = [""];
  let nodes = []; // the line elements, parallel to `lines`
  let starts = null; // UTF-16 offset of each line's start, rebuilt after an edit
  let text = ""; // lines.join("\n") when not null
  let joined = true;
  let undoStack = [];
  let redoStack = [];
  let composition = null; // {line, before} while the browser composes (IME)
  // What changed since `mark()`: lines kept at the start and at the end of the text (Infinity:
  // nothing changed), and the marked text's length. The live preview sends that span as its edit.
  let keptHead = Infinity;
  let keptTail = Infinity;
  let markedLength = 0;
  let lastSelection = [0, 0];

  function lineElement(value) {
    const element = document.createElement("div");
    element.className = "line";
    show(element, value);
    return element;
  }

  // An empty line holds a <br>, so that it has a height and the caret a place.
  function show(element, value) {
    const first = element.firstChild;
    if (value === "") {
      if (!(first && first.nodeName === "BR" && element.childNodes.length === 1)) element.replaceChildren(document.createElement("br"));
    } else if (first && first.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) {
      if (first.data !== value) first.data = value;
    } else {
      element.textContent = value;
    }
  }

  function chunkElement() {
    const chunk = document.createElement("div");
    chunk.className = "chunk";
    return chunk;
  }

  function value() {
    if (!joined) {
      text = lines.join("\n");
      joined = true;
    }
    return text;
  }

  function lineStarts() {
    if (starts === null) {
      starts = new Array(lines.length);
      let offset = 0;
      for (let index = 0; index < lines.length; index++) {
        starts[index] = offset;
        offset += lines[index].length + 1;
      }
    }
    return starts;
  }

  function length() {
    const table = lineStarts();
    return table[table.length - 1] + lines[lines.length - 1].length;
  }

  // Line and column of a UTF-16 offset (clamped to the text).
  function position(offset) {
    const table = lineStarts();
    let low = 0;
    let high = table.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (table[middle] <= offset) low = middle; else high = middle - 1;
    }
    return { line: low, column: Math.max(0, Math.min(offset - table[low], lines[low].length)) };
  }

  function setValue(newText) {
    lines = String(newText).replace(/\r\n?/g, "\n").split("\n");
    starts = null;
    text = lines.join("\n");
    joined = true;
    nodes = lines.map(lineElement);
    const chunks = [];
    for (let index = 0; index < nodes.length; index += CHUNK) {
      const chunk = chunkElement();
      chunk.append(...nodes.slice(index, index + CHUNK));
      chunks.push(chunk);
    }
    root.replaceChildren(...chunks);
    keptHead = 0; // everything changed
    keptTail = 0;
    undoStack = [];
    redoStack = [];
    lastSelection = [0, 0];
  }

  // Splits a chunk that grew past twice its size (a paste of many lines) into chunks of CHUNK.
  function rechunk(chunk) {
    const children = Array.from(chunk.children);
    if (children.length <= 2 * CHUNK) return;
    let after = chunk;
    for (let index = CHUNK; index < children.length; index += CHUNK) {
      const next = chunkElement();
      next.append(...children.slice(index, index + CHUNK)); // 64 arguments at most
      after.after(next);
      after = next;
    }
  }

  // Replaces [start, end) by `insert` in the text and in the touched line elements only.
  // Answers the text it removed.
  function replace(start, end, insert) {
    const a = position(start);
    const b = position(end);
    const removed = between(a, b);
    keptHead = Math.min(keptHead, a.line);
    keptTail = Math.min(keptTail, lines.length - 1 - b.line);
    const fresh = (lines[a.line].slice(0, a.column) + insert + lines[b.line].slice(b.column)).split("\n");
    const oldCount = b.line - a.line + 1;
    const kept = Math.min(oldCount, fresh.length);
    for (let index = 0; index < kept; index++) {
      lines[a.line + index] = fresh[index];
      show(nodes[a.line + index], fresh[index]);
    }
    if (fresh.length > oldCount) {
      const added = fresh.slice(oldCount).map(lineElement);
      const anchor = nodes[a.line + kept - 1];
      const fragment = document.createDocumentFragment();
      added.forEach(function (node) { fragment.append(node); });
      anchor.after(fragment);
      lines = lines.slice(0, a.line + kept).concat(fresh.slice(oldCount), lines.slice(a.line + kept));
      nodes = nodes.slice(0, a.line + kept).concat(added, nodes.slice(a.line + kept));
      rechunk(anchor.parentNode);
    } else if (fresh.length < oldCount) {
      const gone = nodes.slice(a.line + kept, b.line + 1);
      gone.forEach(function (node) {
        const chunk = node.parentNode;
        node.remove();
        if (chunk && chunk !== root && chunk.childElementCount === 0) chunk.remove();
      });
      lines.splice(a.line + kept, gone.length);
      nodes.splice(a.line + kept, gone.length);
    }
    starts = null;
    joined = false;
    return removed;
  }

  function between(a, b) {
    if (a.line === b.line) return lines[a.line].slice(a.column, b.column);
    const parts = [lines[a.line].slice(a.column)];
    for (let index = a.line + 1; index < b.line; index++) parts.push(lines[index]);
    parts.push(lines[b.line].slice(0, b.column));
    return parts.join("\n");
  }

  // An edit the user made: applied, recorded for undo (typing runs merge into one step), shown.
  function edit(start, end, insert, kind) {
    if (start === end && insert === "") return;
    const before = selection();
    const removed = replace(start, end, insert);
    const last = undoStack[undoStack.length - 1];
    const now = Date.now();
    if (kind === "type" && last && last.kind === "type" && removed === "" && last.removed === "" &&
        last.start + last.inserted.length === start && insert.indexOf("\n") < 0 && now - last.time < 2000) {
      last.inserted += insert;
      last.time = now;
    } else {
      undoStack.push({ kind: kind, start: start, removed: removed, inserted: insert, before: before, time: now });
      if (undoStack.length > 1000) undoStack.shift();
    }
    redoStack = [];
    // The caret is known from the model: the page sends the edit (which needs the caret) before
    // the DOM's selection is touched, and nothing reads the selection back from the DOM, which
    // would lay out the edited line on the spot.
    lastSelection = [start + insert.length, start + insert.length];
    onChange();
    select(start + insert.length, start + insert.length, true);
  }

  function undo() {
    const step = undoStack.pop();
    if (!step) return;
    replace(step.start, step.start + step.inserted.length, step.removed);
    redoStack.push(step);
    lastSelection = step.before.slice();
    onChange();
    select(step.before[0], step.before[1], true);
  }

  function redo() {
    const step = redoStack.pop();
    if (!step) return;
    replace(step.start, step.start + step.removed.length, step.inserted);
    undoStack.push(step);
    lastSelection = [step.start + step.inserted.length, step.start + step.inserted.length];
    onChange();
    select(step.start + step.inserted.length, step.start + step.inserted.length, true);
  }

  // The line element holding a DOM node, or null.
  function lineOf(node) {
    let element = node && node.nodeType === Node.ELEMENT_NODE ? node : node && node.parentNode;
    while (element && element !== root) {
      if (element.parentNode && element.parentNode.parentNode === root && element.classList.contains("line")) return element;
      element = element.parentNode;
    }
    return null;
  }

  // UTF-16 offset in the text of a DOM position inside the editor.
  function offsetOf(node, offset) {
    const table = lineStarts();
    if (node === root) {
      const chunk = root.children[offset];
      if (!chunk) return length();
      return offsetOf(chunk, 0);
    }
    if (node.parentNode === root) { // a chunk
      const child = node.children[offset];
      if (child) return table[indexOfLine(child)] || 0;
      const last = indexOfLine(node.lastElementChild);
      return last < 0 ? 0 : table[last] + lines[last].length;
    }
    const line = lineOf(node);
    const index = line ? indexOfLine(line) : -1;
    if (index < 0) return 0;
    const range = document.createRange();
    range.setStart(line, 0);
    range.setEnd(node, offset);
    return table[index] + Math.min(range.toString().length, lines[index].length);
  }

  // The index of a line element: near the caret's line first (where input happens), else a
  // search of every line.
  function indexOfLine(element) {
    const near = position(lastSelection[0]).line;
    for (let index = Math.max(0, near - 1); index <= near + 1 && index < nodes.length; index++) {
      if (nodes[index] === element) return index;
    }
    return nodes.indexOf(element);
  }

  // The DOM position of a UTF-16 offset.
  function pointOf(offset) {
    const at = position(offset);
    const element = nodes[at.line];
    const first = element.firstChild;
    if (first && first.nodeType === Node.TEXT_NODE) return [first, Math.min(at.column, first.data.length)];
    return [element, 0];
  }

  function selection() {
    const current = document.getSelection();
    if (current && current.rangeCount > 0 && root.contains(current.anchorNode) && root.contains(current.focusNode)) {
      const range = current.getRangeAt(0);
      const start = offsetOf(range.startContainer, range.startOffset);
      const end = offsetOf(range.endContainer, range.endOffset);
      lastSelection = [Math.min(start, end), Math.max(start, end)];
      const line = lineOf(range.endContainer);
      if (line) keepLaidOut(line.parentNode);
    }
    return lastSelection.slice();
  }

  function select(start, end, reveal) {
    const total = length();
    start = Math.max(0, Math.min(start, total));
    end = Math.max(start, Math.min(end, total));
    lastSelection = [start, end];
    const from = pointOf(start);
    const to = start === end ? from : pointOf(end);
    keepLaidOut(nodes[position(end).line].parentNode);
    const current = document.getSelection();
    if (current && (document.activeElement === root || root.contains(current.anchorNode))) {
      current.setBaseAndExtent(from[0], from[1], to[0], to[1]);
    }
    if (reveal) revealLine(position(end).line);
  }

  // The chunk the editor puts the caret in is laid out at once (class `caret`: no
  // `content-visibility: auto`), not at the next frame: a chunk still skipped off screen when the
  // next key arrives (a caret set far away, then Enter and text at once) leaves the browser to
  // place that key's target range in a subtree it has not laid out.
  let caretChunk = null;
  function keepLaidOut(chunk) {
    if (chunk === caretChunk) return;
    if (caretChunk) caretChunk.classList.remove("caret");
    caretChunk = chunk && chunk.parentNode === root ? chunk : null;
    if (caretChunk) caretChunk.classList.add("caret");
  }

  // Scrolls the caret's line into view (next frame, when the browser lays out anyway).
  let revealFrame = 0;
  let revealIndex = 0;
  function revealLine(index) {
    revealIndex = index;
    if (revealFrame) return;
    revealFrame = requestAnimationFrame(function () {
      revealFrame = 0;
      const element = nodes[Math.min(revealIndex, nodes.length - 1)];
      const box = element.getBoundingClientRect();
      const view = root.getBoundingClientRect();
      if (box.top < view.top || box.bottom > view.bottom) element.scrollIntoView({ block: "nearest" });
    });
  }

  function isLowSurrogate(code) { return code >= 0xDC00 && code <= 0xDFFF; }
  function isHighSurrogate(code) { return code >= 0xD800 && code <= 0xDBFF; }

  // Moves an offset off the middle of a surrogate pair (towards `direction`).
  function whole(offset, direction) {
    const at = position(offset);
    const line = lines[at.line];
    if (at.column > 0 && at.column < line.length && isLowSurrogate(line.charCodeAt(at.column)) &&
        isHighSurrogate(line.charCodeAt(at.column - 1))) {
      return offset + (direction < 0 ? -1 : 1);
    }
    return offset;
  }

  // The range an input event acts on: the browser's target range (a word, a grapheme, a line
  // for the delete commands), else the selection.
  function targetOf(event) {
    const ranges = typeof event.getTargetRanges === "function" ? event.getTargetRanges() : [];
    if (ranges.length > 0 && root.contains(ranges[0].startContainer) && root.contains(ranges[0].endContainer)) {
      const a = offsetOf(ranges[0].startContainer, ranges[0].startOffset);
      const b = offsetOf(ranges[0].endContainer, ranges[0].endOffset);
      return [Math.min(a, b), Math.max(a, b)];
    }
    return selection();
  }

  function deletion(event) {
    let [start, end] = targetOf(event);
    if (start === end) {
      const [selectionStart, selectionEnd] = selection();
      if (selectionStart !== selectionEnd) {
        start = selectionStart;
        end = selectionEnd;
      } else if (/Backward$/.test(event.inputType)) {
        start = Math.max(0, start - 1);
      } else {
        end = Math.min(length(), end + 1);
      }
    }
    edit(whole(start, -1), whole(end, 1), "", "delete");
  }

  function plainText(event) {
    if (typeof event.data === "string") return event.data;
    const transfer = event.dataTransfer;
    return transfer ? transfer.getData("text/plain") : "";
  }

  root.addEventListener("beforeinput", function (event) {
    if (composition || event.isComposing || !event.cancelable) return; // the browser composes; read back later
    event.preventDefault();
    const type = event.inputType;
    if (type === "historyUndo") return undo();
    if (type === "historyRedo") return redo();
    if (type === "insertParagraph" || type === "insertLineBreak") {
      const [start, end] = selection();
      return edit(start, end, "\n", "line");
    }
    if (type.startsWith("delete")) return deletion(event);
    if (type.startsWith("insert")) {
      const [start, end] = type === "insertText" || type === "insertReplacementText" ? targetOf(event) : selection();
      const insert = plainText(event).replace(/\r\n?/g, "\n");
      return edit(start, end, insert, type === "insertText" ? "type" : "insert");
    }
    // Formatting commands (bold, lists, links…) have no meaning in Markdown source: ignored.
  });

  // Paste, cut and copy as plain text, taken from (and put into) the text model: the DOM may
  // not hold the off-screen lines' layout, and never holds formatting worth keeping.
  root.addEventListener("paste", function (event) {
    event.preventDefault();
    const [start, end] = selection();
    edit(start, end, (event.clipboardData ? event.clipboardData.getData("text/plain") : "").replace(/\r\n?/g, "\n"), "paste");
  });
  function copy(event, cut) {
    const [start, end] = selection();
    if (start === end) return;
    event.preventDefault();
    if (event.clipboardData) event.clipboardData.setData("text/plain", value().slice(start, end));
    if (cut) edit(start, end, "", "cut");
  }
  root.addEventListener("copy", function (event) { copy(event, false); });
  root.addEventListener("cut", function (event) { copy(event, true); });
  root.addEventListener("drop", function (event) { event.preventDefault(); }); // no drag and drop of text

  root.addEventListener("keydown", function (event) {
    if (event.isComposing) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      if (key === "z" && !event.shiftKey) { event.preventDefault(); undo(); }
      else if ((key === "z" && event.shiftKey) || key === "y") { event.preventDefault(); redo(); }
    }
  });

  // Composition (IME, dead keys, dictation): the browser edits the line in place; at the end,
  // the line's text is read back into the model and the line shown again from it.
  root.addEventListener("compositionstart", function () {
    const [start, end] = selection();
    if (start !== end) edit(start, end, "", "delete"); // the composed text replaces the selection
    const line = position(start).line;
    composition = { line: line, before: lines[line], element: nodes[line] };
  });
  root.addEventListener("compositionend", function () {
    const current = composition;
    composition = null;
    if (!current || nodes[current.line] !== current.element || !current.element.isConnected) {
      readBack();
      return;
    }
    const line = current.line;
    const shown = textOfLine(current.element);
    if (shown.indexOf("\n") >= 0) { readBack(); return; }
    const lineStart = lineStarts()[line];
    // The smallest edit that turns the line into what the browser shows.
    const before = current.before;
    let prefix = 0;
    while (prefix < before.length && prefix < shown.length && before.charCodeAt(prefix) === shown.charCodeAt(prefix)) prefix++;
    let suffix = 0;
    while (suffix < before.length - prefix && suffix < shown.length - prefix &&
           before.charCodeAt(before.length - 1 - suffix) === shown.charCodeAt(shown.length - 1 - suffix)) suffix++;
    // The model never saw the composition: it arrives as one edit, the caret after it.
    edit(lineStart + prefix, lineStart + before.length - suffix, shown.slice(prefix, shown.length - suffix), "compose");
    show(current.element, lines[line]);
    const caret = lineStart + shown.length - suffix;
    select(caret, caret, false);
  });

  function textOfLine(element) {
    let result = "";
    element.childNodes.forEach(function (node) {
      if (node.nodeType === Node.TEXT_NODE) result += node.data;
      else if (node.nodeName === "BR") result += node === element.lastChild ? "" : "\n";
      else result += node.textContent;
    });
    return result;
  }

  // Any change the editor did not make itself (a browser feature that edits without a
  // cancellable `beforeinput`): the text is read back from the whole DOM, as one undoable edit.
  root.addEventListener("input", function (event) {
    if (composition || event.isComposing) return;
    readBack();
  });

  function readBack() {
    const found = [];
    root.childNodes.forEach(function (chunk) {
      if (chunk.nodeType === Node.TEXT_NODE) { found.push(chunk.data); return; }
      chunk.childNodes.forEach(function (line) {
        found.push(line.nodeType === Node.TEXT_NODE ? line.data : textOfLine(line));
      });
    });
    const shown = found.join("\n");
    const caret = selection()[1];
    const old = value();
    if (shown === old) return;
    let prefix = 0;
    while (prefix < old.length && prefix < shown.length && old.charCodeAt(prefix) === shown.charCodeAt(prefix)) prefix++;
    let suffix = 0;
    while (suffix < old.length - prefix && suffix < shown.length - prefix &&
           old.charCodeAt(old.length - 1 - suffix) === shown.charCodeAt(shown.length - 1 - suffix)) suffix++;
    const undoKept = undoStack;
    setValue(old); // the DOM again as the model shows it, then the change as an edit
    undoStack = undoKept;
    select(prefix, prefix, false);
    edit(prefix, old.length - suffix, shown.slice(prefix, shown.length - suffix), "insert");
    select(Math.min(caret, length()), Math.min(caret, length()), true);
  }

  // Clicking the space below the last line puts the caret at the end, as in a textarea.
  root.addEventListener("mousedown", function (event) {
    if (event.target === root && event.button === 0) {
      const box = nodes[nodes.length - 1].getBoundingClientRect();
      if (event.clientY > box.bottom) {
        event.preventDefault();
        root.focus();
        select(length(), length(), false);
      }
    }
  });

  function mark() {
    keptHead = Infinity;
    keptTail = Infinity;
    markedLength = length();
  }

  // The edit from the marked text to this one, whole lines (never half a surrogate pair):
  // {start, end} in the marked text's UTF-16 offsets and the replacement; marks. Null when
  // nothing changed, or when the span is inconsistent (the caller then sends the whole text).
  function takeEdit() {
    if (keptHead === Infinity) return null;
    const table = lineStarts();
    const head = Math.min(keptHead, lines.length - 1);
    const last = lines.length - 1 - keptTail;
    const previousLength = markedLength;
    const end = last < head ? -1 : table[last] + lines[last].length;
    const edit = end < 0 ? null : { start: table[head], end: previousLength - (length() - end),
                                    text: between({ line: head, column: 0 }, { line: last, column: lines[last].length }) };
    if (edit === null || edit.end < edit.start || edit.end > previousLength) {
      keptHead = 0; // cannot tell: everything changed
      keptTail = 0;
      return null;
    }
    mark();
    return edit;
  }

  Object.defineProperties(root, {
    value: { get: value, set: setValue, configurable: true },
    selectionStart: { get: function () { return selection()[0]; }, configurable: true },
    selectionEnd: { get: function () { return selection()[1]; }, configurable: true },
    setSelectionRange: { value: function (start, end) { select(start, end === undefined ? start : end, true); }, configurable: true },
  });

  setValue("");
  return {
    get value() { return value(); },
    set value(newText) { setValue(newText); },
    selection: selection,
    // The selection as the editor last knew it (after its own edits, or the last read of the
    // DOM's), without reading the DOM: what the page sends with an edit.
    knownSelection: function () { return lastSelection.slice(); },
    select: select,
    mark: mark,
    changed: function () { return keptHead !== Infinity; },
    takeEdit: takeEdit,
    undo: undo,
    redo: redo,
    // The first line shown at the top of the editor, and scrolling a line to the top (scroll
    // sync). Chunks first (their boxes are laid out even when skipped), then lines inside one.
    topLine: function () {
      const top = root.scrollTop;
      const chunks = root.children;
      let low = 0;
      let high = chunks.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (chunks[middle].offsetTop <= top + 1) low = middle; else high = middle - 1;
      }
      // A chunk contains its layout, so it is its lines' offset parent.
      const chunk = chunks[low];
      const within = top + 1 - chunk.offsetTop;
      let line = chunk.firstElementChild;
      for (let next = line.nextElementSibling; next && next.offsetTop <= within; next = next.nextElementSibling) line = next;
      return Math.max(0, nodes.indexOf(line));
    },
    scrollToLine: function (line) {
      const element = nodes[Math.max(0, Math.min(line, nodes.length - 1))];
      const chunk = element.parentNode;
      // A chunk off screen has its estimated height until shown: go to it, then to the line
      // once the browser has laid it out.
      const estimate = parseFloat(getComputedStyle(root).lineHeight) || 20;
      root.scrollTop = chunk.offsetTop + Array.prototype.indexOf.call(chunk.children, element) * estimate;
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          if (element.isConnected) root.scrollTop = element.parentNode.offsetTop + element.offsetTop;
        });
      });
    },
  };
}

(function () {
  // Names this page's document to the server, which keeps it (the live preview session) and
  // answers each edit with the blocks it changed.
  const SESSION = "editor-" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2);

  const form = document.getElementById("editor-form");
  const title = document.getElementById("editor-title");
  const editorElement = document.getElementById("markdown");
  const source = createSourceEditor(editorElement, schedule);
  const themeSelect = document.getElementById("theme");
  const preview = document.getElementById("preview");
  const warnings = document.getElementById("warnings");
  const status = document.getElementById("status");
  const characterCount = document.getElementById("character-count");
  const runCount = document.getElementById("run-count");
  const blockRunCount = document.getElementById("block-run-count");
  const runList = document.getElementById("runs");
  const saveButton = document.getElementById("save");

  const match = /^\/strings\/(\d+)\/?$/.exec(location.pathname);
  const entryId = match ? match[1] : null;

  let saving = false;
  let savedMarkdown = "";
  let savedTheme = "";
  // The ETag of the entry as this page loaded or last saved it: a save sends it as If-Match, so
  // a save made meanwhile elsewhere is not overwritten without asking (412, see showConflict).
  let entryTag = null;

  // The live preview. The server holds the session's text at `revision`: the editor's text when
  // it was last marked (an edit in flight included), if `synced`. One request is in flight at
  // most: keystrokes typed meanwhile are sent together, as one edit (the lines they changed),
  // as soon as it is answered – no fixed delay.
  let synced = false; // false: the server holds nothing yet (or the page is out of step)
  let serverTheme = null;
  let revision = 0;
  let inFlight = false;
  let wantInspect = false;
  let lastCaret = -1;
  // The preview's blocks, in order: id, source line (from 0), and the DOM nodes of its HTML.
  let blocks = [];
  let footnoteNodes = [];
  let wrapper = null;

  function isDirty() {
    return !saving && (source.value !== savedMarkdown || themeSelect.value !== savedTheme);
  }

  function setStatus(message, kind) {
    status.textContent = message;
    status.dataset.kind = kind || "info";
  }

  async function readJSON(response) {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch (_) {
      return { error: "The server answered " + response.status + " without JSON." };
    }
  }

  async function api(method, url, body, headers) {
    const options = { method: method, headers: Object.assign({ "Accept": "application/json" }, headers || {}) };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(url, options);
    } catch (_) {
      // fetch rejects only when no answer came at all ("Failed to fetch").
      const error = new Error("The server cannot be reached (is it still running?). Nothing is lost: your text stays here; try again.");
      error.status = 0;
      throw error;
    }
    const json = response.status === 204 ? {} : await readJSON(response);
    if (!response.ok) {
      const error = new Error(json.error || ("Request failed with status " + response.status));
      error.status = response.status;
      error.body = json;
      throw error;
    }
    return json;
  }

  function schedule() {
    document.body.dataset.renderState = "pending";
    if (!inFlight) flush();
  }

  // Sends what changed since the server's text: the whole text when out of step, an edit
  // otherwise, or a caret move for the inspector.
  async function flush() {
    inFlight = true;
    document.body.dataset.renderState = "pending";
    const caret = source.knownSelection()[0];
    lastCaret = caret; // the answer lists the runs at this caret
    try {
      const edit = synced && serverTheme === themeSelect.value ? source.takeEdit() : null;
      if (!synced || serverTheme !== themeSelect.value || (edit === null && source.changed())) {
        synced = false;
        const theme = themeSelect.value;
        const text = source.value;
        source.mark();
        const request = api("POST", "/api/preview", {
          markdown: text, theme: theme, options: { allowsExtendedAttributes: true }, session: SESSION, caret: caret,
        });
        if (text.length > LARGE_TEXT) {
          setBusy("Rendering the preview of " + (text.length / 1e6).toFixed(1) + " M characters…");
          showFirstScreen(text, theme);
        }
        const result = await request;
        synced = true;
        serverTheme = theme;
        showDocument(result);
      } else if (edit !== null) {
        const request = api("POST", "/api/preview/edit", {
          session: SESSION, revision: revision, start: edit.start, end: edit.end, text: edit.text, caret: caret,
          chunkEdits: true,
        });
        if (edit.text.length > LARGE_TEXT) {
          setBusy("Rendering the preview of the pasted text…");
          // The paste is the whole text (into an empty editor, or over all of it): its first
          // screen is worth showing while the rest renders.
          if (edit.text.length === source.value.length) showFirstScreen(edit.text, serverTheme);
        }
        const result = await request;
        if (!applyPatch(result)) synced = false;
      } else if (wantInspect) {
        wantInspect = false;
        showInspector(await api("POST", "/api/preview/inspect", { session: SESSION, revision: revision, caret: caret }));
      }
      if (status.dataset.kind === "error") setStatus("", "info");
    } catch (error) {
      // 409: the server's session is not this page's text (restarted, expired, lost answer):
      // send the whole text again. Anything else is shown, and the next edit resyncs too.
      synced = false;
      dropFirstScreen();
      setBusy(null);
      if (error.status === 503 && !(error.body && error.body.reason === "time-budget")) {
        // Busy server (queue full): resync after the time it asks for.
        setStatus(error.message, "error");
        inFlight = false;
        setTimeout(function () { if (!inFlight) flush(); }, 1000);
        return;
      }
      // A render that ran out of the server's time budget would run out again: it is shown and
      // tried again once the text changes, like any other error below.
      if (error.status !== 409) {
        setStatus(error.message, "error");
        inFlight = false;
        // Try again only when the text changed since (else the same request fails again).
        if (source.changed()) flush();
        else document.body.dataset.renderState = "idle";
        return;
      }
    }
    inFlight = false;
    if (!synced || serverTheme !== themeSelect.value || source.changed() || wantInspect) {
      flush();
    } else {
      preview.dataset.revision = String(revision);
      // "idle" once the whole preview is in the page.
      document.body.dataset.renderState = stream ? "streaming" : "idle";
      if (!stream) setBusy(null);
    }
  }

  // The preview's blocks are grouped in chunks of PREVIEW_CHUNK blocks (`<div class="am-chunk">`,
  // no box of its own: margins collapse through it as between siblings), so that a patch makes
  // the browser lay out one chunk's children and the list of chunks, not every block of the
  // document (measured at 1 MB, ~23,600 blocks: 5 ms instead of 180-270 ms per patched block).
  // The preview's HTML without the chunk elements is the full render.
  const PREVIEW_CHUNK = 64;
  // Texts longer than this (UTF-16 units) show the busy state while the server renders them.
  const LARGE_TEXT = 100000;

  function previewChunk() {
    const chunk = document.createElement("div");
    chunk.className = "am-chunk";
    return chunk;
  }

  // Splits a chunk that grew past twice its size into chunks of PREVIEW_CHUNK elements.
  function splitPreviewChunk(chunk) {
    if (!chunk || chunk.parentNode !== wrapper || chunk.childElementCount <= 2 * PREVIEW_CHUNK) return;
    let piece = null;
    let after = chunk;
    let elements = 0;
    Array.from(chunk.childNodes).forEach(function (node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (elements === PREVIEW_CHUNK) {
          piece = previewChunk();
          after.after(piece);
          after = piece;
          elements = 0;
        }
        elements++;
      }
      if (piece) piece.append(node);
    });
  }

  // A long table being typed in keeps the column widths it has. With the automatic table layout
  // (GitHub's: columns sized from every cell), a changed cell makes the browser lay the whole
  // table out again: ~85-160 ms a keystroke at 4,288 rows, 240-470 ms at 12,757 (headless
  // Chromium), where the rest of a patch takes milliseconds. So before a row edit reaches a table
  // of at least FROZEN_TABLE_ROWS rows, its used widths are read (its layout is clean then: cheap)
  // and written into a style element as `table-layout: fixed` with those widths, which looks the
  // same and lays out in ~20 ms at 4,288 rows (~80 automatic). THAW_TABLE_AFTER ms after the last such edit, or at once
  // when anything else changes the preview or the window's size, the rule goes and the table is
  // laid out automatically again, so the widths follow the cells once a pause in typing. The
  // preview's own elements are never touched (the rule names the table by its position under the
  // preview), so its HTML stays the full render's. A word too long for its frozen column runs
  // over into the next one until then: a rule for every cell (`overflow-wrap`) made the browser
  // restyle every cell when the table froze and thawed (140 ms at 12,757 rows, 34 ms without).
  const FROZEN_TABLE_ROWS = 256;
  const THAW_TABLE_AFTER = 1000;
  let frozenTable = null; // { table, selector, timer }
  const frozenTableStyle = document.createElement("style");
  document.head.append(frozenTableStyle);

  // The selector of `element` by its position among the element children of each of its
  // ancestors up to the preview. Each step names its element's tag, and so do the rules'
  // last steps below: a positional rule whose last step is any element is tried on every element,
  // and the browser then restyles all the following siblings of an inserted one (every row after
  // an edited row: ~60 ms a keystroke at 4,288 rows).
  function positionSelector(element) {
    const steps = [];
    for (let node = element; node && node !== preview; node = node.parentElement) {
      const parent = node.parentElement;
      if (!parent) return null;
      steps.unshift(node.localName + ":nth-child(" + (Array.prototype.indexOf.call(parent.children, node) + 1) + ")");
    }
    return "#preview > " + steps.join(" > ");
  }

  function thawTable() {
    if (frozenTable === null) return;
    clearTimeout(frozenTable.timer);
    frozenTable = null;
    frozenTableStyle.textContent = "";
  }

  // Freezes `table`'s column widths (see above) unless it is short or already frozen, and
  // (re)starts the timer that thaws it.
  function freezeTable(table, rows) {
    if (frozenTable !== null && (frozenTable.table !== table || preview.querySelector(frozenTable.selector) !== table)) thawTable();
    if (frozenTable === null) {
      const header = table.tHead && table.tHead.rows[0];
      if (rows < FROZEN_TABLE_ROWS || !header) return;
      const selector = positionSelector(table);
      if (selector === null) return;
      const rules = [selector + " { table-layout: fixed; width: " + getComputedStyle(table).width + "; }"];
      Array.from(header.cells).forEach(function (cell, index) {
        rules.push(selector + " > thead > tr > th:nth-child(" + (index + 1) + ") { width: " + getComputedStyle(cell).width + "; }");
      });
      frozenTable = { table: table, selector: selector, timer: 0 };
      frozenTableStyle.textContent = rules.join("\n");
    }
    clearTimeout(frozenTable.timer);
    frozenTable.timer = setTimeout(thawTable, THAW_TABLE_AFTER);
  }
  window.addEventListener("resize", thawTable);

  // Nodes of an HTML fragment, as the preview would parse it.
  function nodesOf(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return Array.from(template.content.childNodes);
  }

  // A large document is shown a screen first: the first chunks at once, the rest streamed in
  // STREAMED_CHUNKS chunks per frame, so the page stays responsive. Meanwhile the preview is
  // `aria-busy` and the status line says how far it is. A patch finishes the stream first.
  const FIRST_CHUNKS = 2;
  const STREAMED_CHUNKS = 8;
  let stream = null; // { html: [block HTML], next: index of the first block not shown, footnotes }

  // Marks the preview busy (or not), with a visible message.
  function setBusy(message) {
    if (message) {
      preview.setAttribute("aria-busy", "true");
      document.body.dataset.previewBusy = "true";
      setStatus(message, "busy");
    } else if (preview.hasAttribute("aria-busy")) {
      preview.removeAttribute("aria-busy");
      delete document.body.dataset.previewBusy;
      if (status.dataset.kind === "busy") setStatus("", "info");
    }
  }

  // The first screen of a large text, shown while the whole preview renders: the text up to
  // a blank line (outside code fences) past FIRST_SCREEN characters, rendered on its own by
  // POST /api/render – a small request, which the server answers at once even while it
  // renders the whole text. It stands in front of the preview (hidden meanwhile) until the
  // whole preview's answer comes, which replaces it; it is never patched. A reference
  // definition further down the text may change it: the whole preview is the exact one.
  const FIRST_SCREEN = 8000;
  const FIRST_SCREEN_LIMIT = 65536;
  let firstScreen = null; // { request: the answer awaited, nodes: shown nodes, hidden: the preview's hidden nodes }

  // The text up to the first blank line outside a code fence after FIRST_SCREEN characters;
  // null when there is none in the first FIRST_SCREEN_LIMIT characters.
  function firstScreenText(text) {
    let fence = null;
    let offset = 0;
    while (offset < text.length && offset < FIRST_SCREEN_LIMIT) {
      let end = text.indexOf("\n", offset);
      if (end < 0) end = text.length;
      const line = text.slice(offset, end);
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence !== null) {
        if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && /^ {0,3}(`+|~+)[ \t]*$/.test(line)) fence = null;
      } else if (marker) {
        fence = marker[1];
      } else if (offset >= FIRST_SCREEN && line.trim() === "") {
        return text.slice(0, offset);
      }
      offset = end + 1;
    }
    return null;
  }

  function showFirstScreen(text, theme) {
    const part = firstScreenText(text);
    if (part === null) return;
    const shown = { request: null, nodes: [], hidden: [] };
    firstScreen = shown;
    shown.request = api("POST", "/api/render", { markdown: part, theme: theme, options: { allowsExtendedAttributes: true } })
      .then(function (result) {
        if (firstScreen !== shown) return; // the whole preview came first
        shown.hidden = Array.from(preview.children).filter(function (element) { return !element.hidden; });
        shown.hidden.forEach(function (element) { element.hidden = true; });
        shown.nodes = nodesOf(result.html);
        preview.prepend(...shown.nodes);
        preview.dataset.firstScreen = "shown";
        if (stream === null && preview.getAttribute("aria-busy") === "true") {
          setBusy(status.textContent.replace(/…$/, "") + " (its first screen is shown)…");
        }
      })
      .catch(function () { /* the whole preview follows in any case */ });
  }

  // Takes the first screen away (the whole preview's answer came, or failed).
  function dropFirstScreen() {
    if (firstScreen === null) return;
    firstScreen.nodes.forEach(function (node) { node.remove(); });
    firstScreen.hidden.forEach(function (element) { element.hidden = false; });
    firstScreen = null;
    delete preview.dataset.firstScreen;
  }

  function showDocument(result) {
    dropFirstScreen();
    thawTable();
    // The HTML comes from our renderer, which escapes text and omits raw HTML; the page's
    // Content-Security-Policy blocks scripts in any case.
    preview.innerHTML = result.opening + result.closing;
    wrapper = preview.firstElementChild;
    blocks = result.blocks.map(function (block) { return { id: block.id, line: block.line, nodes: [] }; });
    footnoteNodes = [];
    stream = { html: result.blocks.map(function (block) { return block.html; }), next: 0, footnotes: result.footnotes || "" };
    streamBlocks(FIRST_CHUNKS * PREVIEW_CHUNK);
    revision = result.revision;
    preview.dataset.theme = themeSelect.value;
    showInspector(result);
  }

  // Shows the next `count` blocks of the stream (all when count is Infinity), then schedules the rest.
  function streamBlocks(count) {
    if (!stream) return;
    const end = Math.min(stream.html.length, stream.next + count);
    const chunks = [];
    for (let index = stream.next; index < end; index += PREVIEW_CHUNK) {
      const chunk = previewChunk();
      for (let position = index; position < Math.min(end, index + PREVIEW_CHUNK); position++) {
        const nodes = nodesOf(stream.html[position]);
        chunk.append(...nodes);
        blocks[position].nodes = nodes;
      }
      chunks.push(chunk);
    }
    wrapper.append(...chunks);
    stream.next = end;
    if (end < stream.html.length) {
      setBusy("Showing the preview: " + Math.floor(100 * end / stream.html.length) + " %");
      const current = stream;
      requestAnimationFrame(function () { if (stream === current) streamBlocks(STREAMED_CHUNKS * PREVIEW_CHUNK); });
      return;
    }
    footnoteNodes = nodesOf(stream.footnotes);
    wrapper.append(...footnoteNodes);
    stream = null;
    if (!inFlight) setBusy(null);
    if (document.body.dataset.renderState === "streaming") document.body.dataset.renderState = "idle";
  }

  function finishStream() {
    if (stream) streamBlocks(Infinity);
  }

  // Replaces the changed blocks; false when the page's blocks are not the ones the patch
  // names (the caller then resyncs).
  function applyPatch(result) {
    dropFirstScreen();
    finishStream();
    const patch = result.patch;
    if (!patch || !wrapper || result.revision !== revision + 1) return false;
    const removed = blocks.slice(patch.start, patch.start + patch.removed.length);
    if (removed.length !== patch.removed.length || removed.some(function (block, index) { return block.id !== patch.removed[index]; })) {
      return false;
    }
    if (patch.chunkEdit) {
      if (!applyChunkEdit(removed, patch)) return false;
    } else {
      thawTable();
      replaceBlocks(removed, patch);
    }
    patch.movedLines.forEach(function (moved) { if (blocks[moved.index]) blocks[moved.index].line = moved.line; });
    if (patch.lineShift !== 0) {
      for (let index = patch.shiftFrom; index < blocks.length; index++) blocks[index].line += patch.lineShift;
    }
    if (patch.footnotes !== undefined && patch.footnotes !== null) {
      footnoteNodes.forEach(function (node) { node.remove(); });
      footnoteNodes = nodesOf(patch.footnotes);
      wrapper.append(...footnoteNodes);
    }
    revision = result.revision;
    showInspector(result);
    return true;
  }

  // One long code block, list or table for one (the server's PreviewChunkEdit): the parts
  // of the block from `start` on, `removed` of them, become the parts `inserted`; the block's
  // nodes stay. A code block's parts are the chunks of its <code> element
  // (`<span class="am-code-chunk">`, whole lines each, see CodeChunker); a list's are its <li>
  // elements and a table's the <tr> elements of its <tbody>, each with the line break after it.
  // With a `path` (a quote's paragraphs, an outline's nested items), the parts are the element
  // children, each with the text after it, of the element the path reaches from the block's
  // element (an index among the element children at each step).
  // The block edited is the first removed one; any other removed blocks go (a paragraph that a
  // table's new row took), and any other inserted blocks come after it (the paragraph a table's
  // last row became).
  function applyChunkEdit(removed, patch) {
    const edit = patch.chunkEdit;
    if (removed.length < 1 || patch.inserted.length < 1) return false;
    const element = removed[0].nodes.find(function (node) { return node.nodeType === Node.ELEMENT_NODE; });
    if (!element) return false;
    const nested = Array.isArray(edit.path);
    // A top-level block (the server sends no chunk edit for others): a code block's one <code>,
    // a table's one <tbody>.
    const isList = !nested && (element.tagName === "UL" || element.tagName === "OL");
    const isTable = !nested && element.tagName === "TABLE";
    let container = isList ? element
      : isTable ? Array.from(element.children).find(function (child) { return child.tagName === "TBODY"; })
      : nested ? element
      : element.tagName === "PRE" ? element.querySelector("code") : null;
    if (nested) {
      for (const index of edit.path) container = container ? container.children[index] : null;
    }
    if (!container) return false;
    const parts = Array.from(container.children);
    const expected = nested ? function () { return true; }
      : isList ? function (part) { return part.tagName === "LI"; }
      : isTable ? function (part) { return part.tagName === "TR"; }
      : function (part) { return part.className === "am-code-chunk"; };
    if (parts.length < edit.start + edit.removed || !parts.every(expected)) return false;
    // Only a table's own rows keep its widths frozen; any other change to the preview thaws it.
    if (isTable && removed.length === 1 && patch.inserted.length === 1) freezeTable(element, parts.length);
    else thawTable();
    const next = parts[edit.start + edit.removed] || null;
    parts.slice(edit.start, edit.start + edit.removed).forEach(function (part) {
      const after = part.nextSibling;
      if ((isList || isTable || nested) && after && after.nodeType === Node.TEXT_NODE) after.remove();
      part.remove();
    });
    const fresh = [];
    edit.inserted.forEach(function (html) { fresh.push(...nodesOf(html)); });
    if (next) next.before(...fresh);
    else container.append(...fresh);
    removed.slice(1).forEach(function (gone) {
      gone.nodes.forEach(function (node) {
        const chunk = node.parentNode;
        node.remove();
        if (chunk && chunk !== wrapper && chunk.firstChild === null) chunk.remove();
      });
    });
    const block = patch.inserted[0];
    const following = patch.inserted.slice(1).map(function (other) {
      return { id: other.id, line: other.line, nodes: nodesOf(other.html) };
    });
    const after = following.flatMap(function (other) { return other.nodes; });
    if (after.length > 0) {
      const last = removed[0].nodes[removed[0].nodes.length - 1];
      last.after(...after);
      splitPreviewChunk(after[0].parentNode);
    }
    blocks.splice(patch.start, removed.length, { id: block.id, line: block.line, nodes: removed[0].nodes }, ...following);
    return true;
  }

  // The blocks `removed` out, the patch's new blocks in their place.
  function replaceBlocks(removed, patch) {
    // Where the new blocks go: before the next block's first node (in its chunk), else after the
    // previous block's last node, else in a new chunk before the footnotes.
    let next = null;
    for (let index = patch.start + removed.length; index < blocks.length && !next; index++) next = blocks[index].nodes[0] || null;
    let previous = null;
    for (let index = patch.start - 1; index >= 0 && !next && !previous; index--) {
      const nodes = blocks[index].nodes;
      previous = nodes[nodes.length - 1] || null;
    }
    removed.forEach(function (block) {
      block.nodes.forEach(function (node) {
        const chunk = node.parentNode;
        node.remove();
        if (chunk && chunk !== wrapper && chunk.firstChild === null) chunk.remove();
      });
    });
    const fresh = [];
    const inserted = patch.inserted.map(function (block) {
      const nodes = nodesOf(block.html);
      fresh.push(...nodes);
      return { id: block.id, line: block.line, nodes: nodes };
    });
    if (fresh.length > 0) {
      if (next) next.before(...fresh);
      else if (previous) previous.after(...fresh);
      else {
        const chunk = previewChunk();
        chunk.append(...fresh);
        wrapper.insertBefore(chunk, footnoteNodes[0] || null);
      }
      splitPreviewChunk(fresh[0].parentNode);
    }
    blocks.splice(patch.start, removed.length, ...inserted);
  }

  function showInspector(result) {
    characterCount.textContent = String(result.characterCount);
    runCount.textContent = String(result.runCount);
    blockRunCount.textContent = String(result.blockRunCount);
    warnings.replaceChildren(...(result.warnings || []).map(function (message) {
      const item = document.createElement("li");
      item.textContent = message;
      return item;
    }));
    showRuns(result);
  }

  function caretMoved() {
    const caret = source.selection()[0];
    if (caret === lastCaret) return;
    lastCaret = caret;
    if (!synced || source.changed()) return; // the edit's answer brings the runs
    wantInspect = true;
    if (!inFlight) flush();
  }

  // Scroll sync: each block knows the source line it starts on. The editor's top line picks
  // the preview's block, and the preview's top block picks the editor's line.
  let syncing = 0;

  function firstElement(block) {
    return block.nodes.find(function (node) { return node.nodeType === Node.ELEMENT_NODE; });
  }

  function syncPreviewToEditor() {
    if (Date.now() < syncing || blocks.length === 0) return;
    const line = source.topLine();
    let chosen = null;
    for (const block of blocks) {
      if (block.line < 0) return;
      if (block.line > line) break;
      if (firstElement(block)) chosen = block;
    }
    const element = chosen ? firstElement(chosen) : null;
    syncing = Date.now() + 100;
    preview.scrollTop = element ? element.offsetTop : 0; // .preview is the offset parent
  }

  function syncEditorToPreview() {
    if (Date.now() < syncing || blocks.length === 0) return;
    const top = preview.scrollTop;
    let chosen = null;
    for (const block of blocks) {
      const element = firstElement(block);
      if (!element) continue;
      if (block.line < 0) return;
      if (element.offsetTop > top) break;
      chosen = block;
    }
    syncing = Date.now() + 100;
    source.scrollToLine(chosen ? chosen.line : 0);
  }

  // The runs of the block under the caret, as the tutorial prints them.
  function showRuns(result) {
    const items = [];
    // The server describes the block's first runs only (a few hundred); blockRunCount counts them all.
    result.runs.forEach(function (run, index) {
      const item = document.createElement("li");
      item.className = "run";
      const text = document.createElement("code");
      text.className = "run-text";
      text.textContent = JSON.stringify(run.text);
      item.append(text);
      // A long run's text is cut (RunInspector.shownTextLimit); the rest is counted.
      if (run.hiddenCharacterCount) {
        const hidden = document.createElement("span");
        hidden.className = "run-hidden";
        hidden.textContent = " … and " + run.hiddenCharacterCount + " more characters";
        item.append(hidden);
      }
      // Foundation's order for printed runs: NSPresentationIntent first, then by name.
      const names = Object.keys(run.attributes).sort(function (a, b) {
        if ((a === "NSPresentationIntent") !== (b === "NSPresentationIntent")) return a === "NSPresentationIntent" ? -1 : 1;
        return a < b ? -1 : a > b ? 1 : 0;
      });
      const list = document.createElement("dl");
      list.className = "run-attributes";
      if (names.length === 0) {
        const none = document.createElement("dd");
        none.className = "none";
        none.textContent = "no attributes";
        list.append(none);
      }
      names.forEach(function (name) {
        const pair = document.createElement("div");
        const term = document.createElement("dt");
        term.textContent = name;
        const value = document.createElement("dd");
        value.textContent = run.attributes[name];
        pair.append(term, value);
        list.append(pair);
      });
      item.append(list);
      item.setAttribute("aria-label", "Run " + (index + 1));
      items.push(item);
    });
    if (result.blockRunCount > result.runs.length) {
      const more = document.createElement("li");
      more.className = "more";
      more.textContent = "… and " + (result.blockRunCount - result.runs.length) + " more runs";
      items.push(more);
    }
    runList.replaceChildren(...items);
  }

  async function save(event) {
    event.preventDefault();
    if (saving) return;
    saving = true;
    saveButton.disabled = true;
    setStatus("Saving…", "info");
    try {
      const body = { markdown: source.value, theme: themeSelect.value };
      if (entryId) {
        await api("PUT", "/api/strings/" + entryId, body, entryTag ? { "If-Match": entryTag } : {});
      } else {
        await api("POST", "/api/strings", body);
      }
      setStatus("Saved.", "success");
      savedMarkdown = source.value;
      savedTheme = themeSelect.value;
      location.assign("/");
    } catch (error) {
      saving = false;
      saveButton.disabled = false;
      if (error.status === 412 && error.body && error.body.markdown !== undefined) showConflict(error.body);
      else setStatus(error.message, "error");
    }
  }

  // A save refused because the entry was saved elsewhere since this page loaded it: both texts
  // are shown, and the user picks – load the saved one, save theirs over it, or copy theirs.
  function showConflict(current) {
    const panel = document.getElementById("conflict");
    const mine = { markdown: source.value, theme: themeSelect.value };
    document.getElementById("conflict-theirs").value = current.markdown;
    document.getElementById("conflict-mine").value = mine.markdown;
    panel.hidden = false;
    setStatus("Not saved: this string was changed elsewhere since you opened it. Both texts are below.", "error");
    document.getElementById("conflict-keep").onclick = function () {
      entryTag = tagOf(current);
      source.value = mine.markdown;
      themeSelect.value = mine.theme;
      panel.hidden = true;
      form.requestSubmit();
    };
    document.getElementById("conflict-reload").onclick = function () {
      entryTag = tagOf(current);
      source.value = current.markdown;
      themeSelect.value = current.theme;
      savedMarkdown = current.markdown;
      savedTheme = current.theme;
      schedule();
      setStatus("Loaded the saved version. Your text is still in “Your version” below until you leave.", "info");
    };
    document.getElementById("conflict-copy").onclick = async function () {
      const area = document.getElementById("conflict-mine");
      try {
        await navigator.clipboard.writeText(mine.markdown);
        setStatus("Your text is on the clipboard.", "success");
      } catch (_) {
        area.focus();
        area.select();
        setStatus("Your text is selected: copy it with Ctrl-C (⌘C).", "info");
      }
    };
    document.getElementById("conflict-reload").focus();
  }

  function tagOf(entry) {
    return "\"" + entry.id + "-" + entry.version + "\"";
  }

  async function start() {
    document.body.dataset.renderState = "loading";
    try {
      const themes = await api("GET", "/api/themes");
      themes.themes.forEach(function (theme) {
        const option = document.createElement("option");
        option.value = theme.name;
        option.textContent = theme.displayName;
        themeSelect.append(option);
      });
      if (entryId) {
        const entry = await api("GET", "/api/strings/" + entryId);
        title.textContent = "Edit string";
        document.title = "Edit string – AttributedMarkdown";
        source.value = entry.markdown;
        themeSelect.value = entry.theme;
        entryTag = tagOf(entry);
      } else {
        document.getElementById("nav-new").setAttribute("aria-current", "page");
      }
    } catch (error) {
      setStatus(error.message, "error");
    }
    savedMarkdown = source.value;
    savedTheme = themeSelect.value;
    document.getElementById("cancel").addEventListener("click", function (event) {
      if (isDirty() && !confirm("Discard your changes?")) event.preventDefault();
      else saving = true; // leaving on purpose: no second warning from beforeunload
    });
    window.addEventListener("beforeunload", function (event) {
      if (isDirty()) event.preventDefault();
    });
    themeSelect.addEventListener("change", schedule);
    // Remote images are blocked by the server's Content-Security-Policy unless this browser opted in
    // (a cookie the server reads): the setting applies from the next page load.
    const remoteImages = document.getElementById("remote-images");
    remoteImages.checked = document.cookie.split("; ").indexOf("remote-images=on") >= 0;
    remoteImages.addEventListener("change", function () {
      document.cookie = "remote-images=" + (remoteImages.checked ? "on" : "off") + "; path=/; max-age=31536000; samesite=strict";
      if (!isDirty()) location.reload();
      else setStatus("Remote images " + (remoteImages.checked ? "load" : "stay blocked") + " from the next page load (save first).", "info");
    });
    document.addEventListener("selectionchange", caretMoved);
    editorElement.addEventListener("keyup", caretMoved);
    editorElement.addEventListener("click", caretMoved);
    // At most once a frame, after the browser's own layout: reading positions then forces none.
    let frame = 0;
    function onNextFrame(sync) {
      return function () {
        if (frame) return;
        frame = requestAnimationFrame(function () { frame = 0; sync(); });
      };
    }
    editorElement.addEventListener("scroll", onNextFrame(syncPreviewToEditor), { passive: true });
    preview.addEventListener("scroll", onNextFrame(syncEditorToPreview), { passive: true });
    form.addEventListener("submit", save);
    document.addEventListener("keydown", function (event) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    editorElement.focus();
    source.select(0, 0, false);
    lastCaret = 0;
    schedule();
  }

  start();
})();
