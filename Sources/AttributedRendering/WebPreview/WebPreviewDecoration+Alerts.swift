import AttributedMarkdown

extension WebPreviewDecoration {
    /// GitHub's alert markup with an icon; the theme's element stylesheet colours title, icon and
    /// bar (`StyleCSS/elementStylesheet(for:)`).
    func alertDecoration(_ kind: AlertKind) -> AlertDecoration { AlertDecoration(icon: true) }
}
