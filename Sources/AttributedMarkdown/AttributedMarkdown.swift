// `import AttributedMarkdown` brings the parser and its syntax tree along.
@_exported import MarkdownSyntax
