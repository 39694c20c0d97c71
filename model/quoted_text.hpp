#pragma once
// Text from a user's file repeated in a message: a shared file may hold line breaks, control
// codes a terminal obeys, bytes that are not UTF-8, or a value 100 KB long, and none of that
// may reach the user's terminal or break a message's one line.

#include <cstddef>
#include <cstdint>
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

// A short excerpt of the text, printable, in single quotes: "'Orël'", "'a\nb'", "'xxx…'".
std::string quoted(std::string_view text);

}  // namespace tachanka::model
