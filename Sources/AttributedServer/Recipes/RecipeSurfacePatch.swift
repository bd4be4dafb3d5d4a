/// The paragraphs of the recipe surface an operation changed: replace the `removed`
/// paragraphs from index `start` of the surface at revision `base` with `paragraphs`.
///
/// Paragraph `i` of the surface is the text's `i`-th paragraph (see
/// ``RecipeSurfaceHTML/paragraphs(of:)``), so indices stay valid until the text changes: a patch
/// only applies to the surface of revision `base`. The page that holds another revision asks
/// for the whole surface instead.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeSurfacePatch: Encodable, Sendable, Equatable {
    /// The revision of the surface this patch applies to.
    var base: Int
    /// The index of the first replaced paragraph.
    var start: Int
    /// How many paragraphs from `start` it replaces.
    var removed: Int
    /// The new paragraphs' `<p>…</p>`, in order.
    var paragraphs: [String]
    /// The number of paragraphs after the patch (a check for the page).
    var count: Int

    init(base: Int, start: Int, removed: Int, paragraphs: [String], count: Int) {
        self.base = base
        self.start = start
        self.removed = removed
        self.paragraphs = paragraphs
        self.count = count
    }

    /// The patch from `old` to `new`: everything between their common first and last
    /// paragraphs (nothing when they are equal).
    init(base: Int, from old: [String], to new: [String]) {
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.base = base
        start = prefix
        removed = old.count - prefix - suffix
        paragraphs = Array(new[prefix ..< new.count - suffix])
        count = new.count
    }

    /// `surface` with this patch applied, or `nil` when the patch does not fit it.
    func applied(to surface: [String]) -> [String]? {
        guard start >= 0, removed >= 0, start + removed <= surface.count else { return nil }
        var result = surface
        result.replaceSubrange(start ..< start + removed, with: paragraphs)
        return result
    }
}
