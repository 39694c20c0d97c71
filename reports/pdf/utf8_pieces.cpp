#include "reports/pdf/utf8_pieces.hpp"

#include <algorithm>

namespace tachanka::reports {
namespace {

// The second, third and fourth bytes of a UTF-8 character are 10xxxxxx.
bool continues(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

}  // namespace

std::string_view utf8Prefix(std::string_view utf8, std::size_t bytes) {
    if (bytes >= utf8.size()) return utf8;
    std::size_t end = bytes;
    // A character is at most 4 bytes: look back no further than its first byte could be,
    // so a run of stray continuation bytes (invalid UTF-8) is cut where asked.
    const std::size_t earliest = bytes >= 3 ? bytes - 3 : 0;
    while (end > earliest && continues(utf8[end])) --end;
    if (continues(utf8[end])) end = bytes;
    return utf8.substr(0, end);
}

std::size_t firstCharacterBytes(std::string_view utf8) {
    if (utf8.empty()) return 0;
    if ((static_cast<unsigned char>(utf8[0]) & 0xC0) != 0xC0) return 1;  // ASCII, or stray
    std::size_t end = 1;
    while (end < utf8.size() && end < 4 && continues(utf8[end])) ++end;
    return end;
}

std::vector<std::string_view> utf8Pieces(std::string_view utf8, std::size_t bytes) {
    std::vector<std::string_view> pieces;
    bytes = std::max<std::size_t>(bytes, 4);
    while (!utf8.empty()) {
        const auto piece = utf8Prefix(utf8, bytes);
        pieces.push_back(piece);
        utf8.remove_prefix(piece.size());
    }
    return pieces;
}

}  // namespace tachanka::reports
