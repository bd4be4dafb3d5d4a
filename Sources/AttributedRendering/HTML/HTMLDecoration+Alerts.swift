import AttributedMarkdown

extension HTMLDecoration {
    /// GitHub's alert markup as it is, without an icon (the cmark-compatible outputs).
    func alertDecoration(_ kind: AlertKind) -> AlertDecoration { .none }
}
