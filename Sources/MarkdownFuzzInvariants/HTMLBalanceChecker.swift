import AttributedRendering

/// Checks that renderer-made HTML is well formed: every `<` opens a comment or a tag, every
/// non-void element is closed in nesting order, and nothing is left open at the end.
///
/// The renderers escape `<` in text and attribute values and (in safe mode) replace raw HTML
/// by a comment, so their output must always pass; a failure means an escaping or nesting bug
/// that a browser would silently "repair" into a different document. The reading is
/// `HTMLElementTree`'s, the one the live preview's nested edits rely on.
public struct HTMLBalanceChecker {
    /// Why an HTML text is not well formed, with the byte offset where it shows.
    public struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var reason: String

        public var description: String { "HTML not well formed at byte \(offset): \(reason)" }
    }

    /// Returns nil when `html` is well formed, else the first problem found.
    public static func check(_ html: String) -> Failure? {
        var html = html
        return html.withUTF8 { bytes -> Failure? in
            do throws(HTMLElementTree.Failure) {
                _ = try HTMLElementTree(bytes)
                return nil
            } catch {
                return Failure(offset: error.offset, reason: error.reason)
            }
        }
    }
}
