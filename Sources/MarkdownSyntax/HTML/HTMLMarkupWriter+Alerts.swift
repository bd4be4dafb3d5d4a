/// GitHub's markup for an alert (``AlertKind``), which ``HTMLMarkupWriter/blockQuoteOpening(attributes:alert:alertDecoration:)``
/// writes in place of `<blockquote>`:
///
/// ```html
/// <div class="markdown-alert markdown-alert-note">
/// <p class="markdown-alert-title">Note</p>
/// …the quote's blocks…
/// </div>
/// ```
///
/// cmark-gfm has no alerts (github.com recognises them after cmark-gfm); this is the markup
/// github.com serves, minus its octicon. Decorated outputs add to it through ``AlertDecoration``.
extension HTMLMarkupWriter {
    /// An alert's `<div>` and title paragraph, ending in a newline; its blocks follow, then
    /// ``alertClosing()``.
    mutating func alertOpening(_ kind: AlertKind, decoration: AlertDecoration) {
        cr()
        put("<div class=\"markdown-alert markdown-alert-")
        alertName(kind)
        if !decoration.extraClass.isEmpty {
            put(" ")
            text(decoration.extraClass)
        }
        put("\"")
        putAttributes(decoration.attributes)
        put(">\n<p class=\"markdown-alert-title\"")
        putAttributes(decoration.titleAttributes)
        put(">")
        if decoration.icon { alertIcon(kind) }
        alertTitle(kind)
        put("</p>\n")
    }

    /// What closes an alert.
    mutating func alertClosing() {
        cr()
        put("</div>\n")
    }

    /// The type's name in GitHub's class names: `note`, `tip`…
    private mutating func alertName(_ kind: AlertKind) {
        switch kind {
        case .note: put("note")
        case .tip: put("tip")
        case .important: put("important")
        case .warning: put("warning")
        case .caution: put("caution")
        }
    }

    private mutating func alertTitle(_ kind: AlertKind) {
        switch kind {
        case .note: put("Note")
        case .tip: put("Tip")
        case .important: put("Important")
        case .warning: put("Warning")
        case .caution: put("Caution")
        }
    }

    /// A 16-point inline SVG icon for `kind`, drawn in `currentColor` (so the title's colour
    /// colours it) and hidden from assistive technology (the title names the alert). Our own
    /// simple drawings, not GitHub's artwork.
    private mutating func alertIcon(_ kind: AlertKind) {
        put("<svg class=\"markdown-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\"")
        put(" style=\"vertical-align: text-bottom; margin-right: 0.5em\"")
        put(" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\">")
        switch kind {
        case .note:
            // A ring with an "i".
            put("<circle cx=\"8\" cy=\"8\" r=\"6.25\"/><path d=\"M8 7.25v4\"/><circle cx=\"8\" cy=\"4.9\" r=\".4\"/>")
        case .tip:
            // A light bulb.
            put("<path d=\"M5.75 10.5C4.6 9.7 3.75 8.4 3.75 6.9a4.25 4.25 0 0 1 8.5 0c0 1.5-.85 2.8-2 3.6v1.25h-4.5z\"/>")
            put("<path d=\"M6.25 14h3.5\"/>")
        case .important:
            // A speech bubble with an exclamation mark.
            put("<path d=\"M2 2.75h12v8.5H8.5L5 14v-2.75H2z\"/><path d=\"M8 4.75v3\"/><circle cx=\"8\" cy=\"9.4\" r=\".4\"/>")
        case .warning:
            // A triangle with an exclamation mark.
            put("<path d=\"M8 1.9l6.4 11.35H1.6z\"/><path d=\"M8 6.25v3.25\"/><circle cx=\"8\" cy=\"11.35\" r=\".4\"/>")
        case .caution:
            // An octagon with an exclamation mark.
            put("<path d=\"M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4l-3.65-3.65V5.4z\"/><path d=\"M8 4.75v3.5\"/>")
            put("<circle cx=\"8\" cy=\"10.75\" r=\".4\"/>")
        }
        put("</svg>")
    }
}
