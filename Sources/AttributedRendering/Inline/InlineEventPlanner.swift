import AttributedMarkdown
import Foundation

/// Turns runs, each with its own set of spans, into properly nested open/close events.
///
/// Runs carry flat sets (`[.emphasized, .stronglyEmphasized]`, a link), not a tree. When several
/// spans open at the same run, the one that lasts longest is opened first (outermost), so that
/// `***a* b**` becomes `<strong><em>a</em> b</strong>` and `*a **b***` becomes
/// `<em>a <strong>b</strong></em>`; spans that last equally long open in
/// ``InlineSpan/nestingRank`` order. A span that is still wanted but sits above one that must
/// close is closed and reopened, so the output is always well formed.
///
/// Runs that record their spans (our `inlineNesting`, set where a span nests in its own kind,
/// as in `*a *b**`) are not guessed at: their spans open and close exactly as recorded, each
/// span told apart by its identity. Linear in the number of runs (times their span count).
enum InlineEventPlanner {
    /// A span as planned: recorded spans carry their identity, so that two emphases around the
    /// same run are two spans; spans read from the flat attributes have none.
    private struct PlannedSpan: Equatable {
        var span: InlineSpan
        var identity: Int?
    }

    /// One planned unit: a lone run, or all the runs of one image.
    private struct Unit {
        var segments: ArraySlice<InlineSegment>
        var spans: [PlannedSpan]
        var isImage: Bool
        /// True when `spans` is the recorded chain, outermost first: it opens in that order.
        var isRecorded: Bool
    }

    static func events(for segments: [InlineSegment]) -> [InlineEvent] {
        let units = makeUnits(segments)
        // remaining[u][k]: how many units from u on (u included) keep span k.
        var remaining = [[Int]](repeating: [], count: units.count)
        var following: [(span: PlannedSpan, count: Int)] = []
        for index in units.indices.reversed() {
            var counts: [Int] = []
            var current: [(span: PlannedSpan, count: Int)] = []
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
        var stack: [PlannedSpan] = []
        for (index, unit) in units.enumerated() {
            // Close from the first open span the unit no longer has.
            if let firstStale = stack.firstIndex(where: { !unit.spans.contains($0) }) {
                for planned in stack[firstStale...].reversed() { events.append(.close(planned.span)) }
                stack.removeSubrange(firstStale...)
            }
            var opening: [(span: PlannedSpan, count: Int, rank: Int)] = []
            for (position, planned) in unit.spans.enumerated() where !stack.contains(planned) {
                let count = remaining[index][position]
                opening.append((planned, count, rank(of: planned.span, lasting: count, from: unit)))
            }
            if !unit.isRecorded {
                opening.sort { $0.count != $1.count ? $0.count > $1.count : $0.rank < $1.rank }
            }
            for entry in opening {
                events.append(.open(entry.span.span))
                stack.append(entry.span)
            }
            if unit.isImage, let first = unit.segments.first, let source = first.imageSource {
                events.append(.image(source: source, title: first.imageTitle, alt: Array(unit.segments)))
            } else {
                for segment in unit.segments { events.append(.segment(segment)) }
            }
        }
        for planned in stack.reversed() { events.append(.close(planned.span)) }
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
            let (spans, isRecorded) = plannedSpans(of: segment)
            guard let source = segment.imageSource else {
                units.append(Unit(segments: segments[index...index], spans: spans, isImage: false, isRecorded: isRecorded))
                index += 1
                continue
            }
            var end = index + 1
            var shared = spans
            var allRecorded = isRecorded
            while end < segments.endIndex, segments[end].imageSource == source, segments[end].imageTitle == segment.imageTitle {
                let next = plannedSpans(of: segments[end])
                shared.removeAll { !next.spans.contains($0) }
                allRecorded = allRecorded && next.isRecorded
                end += 1
            }
            units.append(Unit(segments: segments[index..<end], spans: shared, isImage: true, isRecorded: allRecorded))
            index = end
        }
        return units
    }

    /// The segment's recorded chain when it has a consistent one, else its spans read from the
    /// flat attributes.
    private static func plannedSpans(of segment: InlineSegment) -> (spans: [PlannedSpan], isRecorded: Bool) {
        if let recorded = recordedSpans(of: segment) { return (recorded, true) }
        return (InlineSpan.spans(of: segment).map { PlannedSpan(span: $0, identity: nil) }, false)
    }

    /// The spans of the segment's `inlineNesting`, outermost first, or nil when it has none or
    /// when it disagrees with the flat attributes (a string edited after parsing): a kind
    /// recorded that the run lacks, or a span the run has that is not recorded. An image's alt
    /// text may hold emphasis the chain does not record (alt text is plain).
    private static func recordedSpans(of segment: InlineSegment) -> [PlannedSpan]? {
        guard let nesting = segment.inlineNesting, !nesting.isEmpty else { return nil }
        var recordedIntents: InlinePresentationIntent = []
        var hasLink = false
        var spans: [PlannedSpan] = []
        spans.reserveCapacity(nesting.count)
        for level in nesting {
            let span: InlineSpan
            switch level.kind {
            case .emphasis:
                span = .emphasis
                recordedIntents.insert(.emphasized)
            case .strong:
                span = .strong
                recordedIntents.insert(.stronglyEmphasized)
            case .strikethrough:
                span = .strikethrough
                recordedIntents.insert(.strikethrough)
            case .link:
                guard let destination = segment.linkDestination else { return nil }
                span = .link(destination, title: segment.linkTitle)
                hasLink = true
            }
            spans.append(PlannedSpan(span: span, identity: level.identity))
        }
        let flatIntents = segment.inlineIntent.intersection([.emphasized, .stronglyEmphasized, .strikethrough])
        guard flatIntents.isSuperset(of: recordedIntents) else { return nil }
        if segment.imageSource == nil {
            guard flatIntents == recordedIntents, hasLink == (segment.linkDestination != nil) else { return nil }
        }
        return spans
    }
}
