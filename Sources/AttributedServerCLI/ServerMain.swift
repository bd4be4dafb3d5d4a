import ArgumentParser
import Foundation

/// The entry point of `attributed-server`: runs ``ServerCommand`` on the systems Hummingbird 2
/// supports (macOS 14, iOS 17, tvOS 17, visionOS 1 or later) and fails with a clear message on
/// older ones, where the package's libraries still run (their floor is macOS 13 / iOS 16).
@main
enum ServerMain {
    static func main() async {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
            await ServerCommand.main()
        } else {
            let message = "attributed serve: the web server (Hummingbird 2) needs macOS 14, iOS 17, tvOS 17, "
                + "watchOS 10, visionOS 1 or later.\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(EXIT_FAILURE)
        }
    }
}
