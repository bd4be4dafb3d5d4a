import AttributedMarkdown
import Foundation

/// Turns runs, each with its own set of spans, into properly nested open/close events.
///
/// Runs carry flat sets (`[.emphasized, .stronglyEmphasized]`, a link), not a tree. When several
/// spans open at the same run, the one that lasts longest is opened first (outermost), so that
/// `***a* b**` becomes `<strong><em>a</em> b</strong>` and `*a **b***` becomes
/// `<em>a <strong>b</strong></em>`; spans that last equally long open in
/// ``InlineSpan/nestingRank`` order. A span that is still wanted but sits above one that must
/// close is closed and reopened, so the output is always well formed. Linear in the number of
/// runs (times the four span kinds).
enum InlineEventPlanner {
    /// One planned unit: a lone run, or all the runs of one image.
    private struct Unit {
        var segments: ArraySlice<InlineSegment>
        var spans: [InlineSpan]
        var isImage: Bool
    }

    static func events(for segments: [InlineSegment]) -> [InlineEvent] {
        let units = makeUnits(segments)
        // remaining[u][k]: how many units from u on (u included) keep span k.
        var remaining = [[Int]](repeating: [], count: units.count)
        var following: [(span: InlineSpan, count: Int)] = []
        for index in units.indices.reversed() {
            var counts: [Int] = []
            var current: [(span: InlineSpan, count: Int)] = []
            for span in units[index].spans {
                let count = 1 + (following.first { $0.span == span }?.count ?? 0)
                counts.append(count)
                current.append((span, count))
            }
            remaining[index] = counts
            following = current
        }

        var events: [InlineEvent] = []
        events.reserveCapacity(units.count * 2)
        var stack: [InlineSpan] = []
        for (index, unit) in units.enumerated() {
            // Close from the first open span the unit no longer has.
            if let firstStale = stack.firstIndex(where: { !unit.spans.contains($0) }) {
                for span in stack[firstStale...].reversed() { events.append(.close(span)) }
                stack.removeSubrange(firstStale...)
            }
            var opening: [(span: InlineSpan, count: Int, rank: Int)] = []
            for (position, span) in unit.spans.enumerated() where !stack.contains(span) {
                let count = remaining[index][position]
                opening.append((span, count, rank(of: span, lasting: count, from: unit)))
            }
            opening.sort { $0.count != $1.count ? $0.count > $1.count : $0.rank < $1.rank }
            for entry in opening {
                events.append(.open(entry.span))
                stack.append(entry.span)
            }
            if unit.isImage, let first = unit.segments.first, let source = first.imageSource {
                events.append(.image(source: source, title: first.imageTitle, alt: Array(unit.segments)))
            } else {
                for segment in unit.segments { events.append(.segment(segment)) }
            }
        }
        for span in stack.reversed() { events.append(.close(span)) }
        return events
    }

    /// A span's ``InlineSpan/nestingRank``, except that a link whose text is its own
    /// destination (an autolink: `<https://x.y>`, `www.x.y`, an e-mail address) opens
    /// innermost, since an autolink cannot hold emphasis (`~~www.x.y~~` is
    /// `<del><a>www.x.y</a></del>`).
    private static func rank(of span: InlineSpan, lasting count: Int, from unit: Unit) -> Int {
        guard case .link(let destination, let title) = span, title?.isEmpty ?? true, count == 1, !unit.isImage,
              unit.segments.count == 1, let text = unit.segments.first?.text
        else { return span.nestingRank }
        let isAutolink = destination == text || destination == "mailto:" + text || destination == "http://" + text
        return isAutolink ? InlineSpan.innermostRank : span.nestingRank
    }

    /// Groups the runs of each image; a unit's spans are those all its runs share.
    private static func makeUnits(_ segments: [InlineSegment]) -> [Unit] {
        var units: [Unit] = []
        var index = segments.startIndex
        while index < segments.endIndex {
            let segment = segments[index]
            guard let source = segment.imageSource else {
                units.append(Unit(segments: segments[index...index], spans: InlineSpan.spans(of: segment), isImage: false))
                index += 1
                continue
            }
            var end = index + 1
            var shared = InlineSpan.spans(of: segment)
            while end < segments.endIndex, segments[end].imageSource == source, segments[end].imageTitle == segment.imageTitle {
                let spans = InlineSpan.spans(of: segments[end])
                shared.removeAll { !spans.contains($0) }
                end += 1
            }
            units.append(Unit(segments: segments[index..<end], spans: shared, isImage: true))
            index = end
        }
        return units
    }
}
