import MarkdownFuzzInvariants
import Testing

/// Expects every fuzz invariant to hold for `input`, naming the one that breaks: the regression
/// suites' one check (a broken invariant there would make every fuzz run report it).
func expectInvariantsHold(_ input: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let violation = FuzzInvariants.check(Array(input.utf8))
    #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
}
