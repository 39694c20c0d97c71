#pragma once
// Cutting UTF-8 text into pieces without splitting a character: libharu takes at most
// 65535 bytes of text in one call (and drops a character cut in two), so long texts are
// measured piece by piece and drawn only as far as they can show.

#include <cstddef>
#include <string_view>
#include <vector>

namespace tachanka::reports {

// The longest start of `utf8` of at most `bytes` bytes that does not end inside a character.
std::string_view utf8Prefix(std::string_view utf8, std::size_t bytes);

// The bytes of the first character of `utf8`: 1 to 4 (1 for a stray byte), 0 when empty.
std::size_t firstCharacterBytes(std::string_view utf8);

// `utf8` as consecutive pieces of at most `bytes` bytes each (`bytes` ≥ 4, the longest
// character), none splitting a character; none for an empty text.
std::vector<std::string_view> utf8Pieces(std::string_view utf8, std::size_t bytes);

}  // namespace tachanka::reports
