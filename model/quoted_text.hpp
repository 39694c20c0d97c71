#pragma once
// Text from a user's file repeated in a message: a shared file may hold line breaks, control
// codes a terminal obeys, bytes that are not UTF-8, or a value 100 KB long, and none of that
// may reach the user's terminal or break a message's one line.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tachanka::model {

// Past this many characters a quoted value is cut short with "…".
inline constexpr std::size_t maxQuotedCharacters = 60;

// The text with every control character, invisible direction or line separator and every byte
// that is not UTF-8 written as an escape (\n, \t, \x1b, \u202e); characters a terminal shows as
// they are (Orël, Кутепов) are kept. Past `maxCharacters` characters the rest is left out and
// "…" says so.
std::string printable(std::string_view text, std::size_t maxCharacters = SIZE_MAX);

// The same with line breaks and tabs kept: for what a window shows (a menu item's accelerator
// follows a tab; a NUL would cut the text short there, and a byte that is not UTF-8 empty it)
// and the lines a command writes, whose texts came from the user or from a file (a
// commander's name, a reason, a --csv field) and may not drive the terminal.
std::string displayable(std::string_view text);

// The first character printable() would escape, as it would write it ("\x1b"), or none: what
// refuses such text where a user types it. A line break counts only without `lineBreaks`.
std::optional<std::string> firstHiddenCharacter(std::string_view text, bool lineBreaks);

// One character of UTF-8 text: its code point and how many bytes it takes.
struct Utf8Character {
    char32_t point = 0;
    std::size_t length = 1;
};

// The character starting at `at`, or none for a byte that starts no well-formed UTF-8
// sequence (overlong forms and surrogates included).
std::optional<Utf8Character> utf8CharacterAt(std::string_view text, std::size_t at);

// Characters that move the cursor, start terminal commands, end a line or turn text around:
// the C0 and C1 controls, DEL, line and paragraph separators, direction overrides.
bool isHiddenCharacter(char32_t point);

// A short excerpt of the text, printable, in single quotes: "'Orël'", "'a\nb'", "'xxx…'".
std::string quoted(std::string_view text);

}  // namespace tachanka::model
