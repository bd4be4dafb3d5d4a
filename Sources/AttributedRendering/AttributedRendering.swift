// `import AttributedRendering` brings the Markdown attributes and intents the renderers read.
@_exported import AttributedMarkdown
import Foundation
