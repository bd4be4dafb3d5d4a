import ArgumentParser
import Foundation
import AttributedStyles
import TutorialScope

/// `attributed themes`: the themes `--theme` accepts (the built-in ones and the tutorial's).
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the built-in themes: name (what --theme takes), display name and appearance."
    )

    func run() throws {
        let nameWidth = Theme.appThemes.map(\.name.count).max() ?? 0
        let displayWidth = Theme.appThemes.map(\.displayName.count).max() ?? 0
        var output = ""
        for theme in Theme.appThemes {
            output += theme.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
            output += theme.displayName.padding(toLength: displayWidth, withPad: " ", startingAt: 0) + "  "
            output += theme.appearance.rawValue + "\n"
        }
        writeOutput(output)
    }
}
