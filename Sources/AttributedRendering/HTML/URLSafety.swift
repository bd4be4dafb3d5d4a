/// The URL check behind safe HTML output, as cmark's `_scan_dangerous_url`.
enum URLSafety {
    /// True for `javascript:`, `vbscript:`, `file:` and `data:` URLs (case-insensitive),
    /// except `data:image/png`, `gif`, `jpeg` and `webp`: URLs that can run script or read local
    /// files when a page is opened, so safe output drops them.
    static func isDangerous(_ url: String) -> Bool {
        let lowered = url.prefix(20).lowercased()
        if lowered.hasPrefix("javascript:") || lowered.hasPrefix("vbscript:") || lowered.hasPrefix("file:") {
            return true
        }
        guard lowered.hasPrefix("data:") else { return false }
        let media = lowered.dropFirst("data:".count)
        return !["image/png", "image/gif", "image/jpeg", "image/webp"].contains { media.hasPrefix($0) }
    }
}
