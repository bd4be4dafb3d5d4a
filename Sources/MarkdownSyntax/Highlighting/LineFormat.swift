/// The line-based formats ``LineLexer`` reads.
enum LineFormat: Sendable { case diff, markdown }
