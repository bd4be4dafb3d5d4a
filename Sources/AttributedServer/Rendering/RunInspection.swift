/// The inspector's view of a string: its first runs described, and how many runs it has.
///
/// The two numbers differ for long documents: ``RunInspector`` describes at most
/// ``RunInspector/shownRunLimit`` runs, while ``runCount`` is the string's true count, which the
/// page prints next to the character count.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RunInspection: Sendable, Equatable {
    /// The described runs, from the start of the string.
    var runs: [RunSummary]
    /// `attributedString.runs.count`: every run, described or not.
    var runCount: Int
}
