import MarkdownTestSupport
import Testing

/// Every fuzz invariant, the incremental parse and mapping ones included, holds for the long
/// lists and tables of the incremental tests (the fuzzer's derived edit of each lands inside
/// the list or table most of the time): a broken invariant here would make every fuzz run
/// report it.
@Suite("Fuzz invariants on long lists and tables")
struct LongContainerInvariantTests {
    @Test(arguments: LongListDocuments.all + LongTableDocuments.all)
    func invariantsHold(_ input: String) {
        expectInvariantsHold(input)
    }
}
