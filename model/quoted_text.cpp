#include "model/quoted_text.hpp"

#include <cstdio>
#include <optional>

namespace tachanka::model {

std::optional<Utf8Character> utf8CharacterAt(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return Utf8Character{lead, 1};
    // The lead byte gives the sequence's length, its own bits of the code point, and the
    // least code point that needs that length.
    struct Form {
        unsigned char mask, marker;
        std::size_t length;
        char32_t least;
    };
    constexpr Form forms[] = {{0xE0, 0xC0, 2, 0x80}, {0xF0, 0xE0, 3, 0x800},
                              {0xF8, 0xF0, 4, 0x10000}};
    const Form* form = nullptr;
    for (const auto& each : forms) {
        if ((lead & each.mask) == each.marker) form = &each;
    }
    if (form == nullptr) return std::nullopt;
    const std::size_t length = form->length;
    char32_t point = lead & static_cast<unsigned char>(~form->mask);
    const char32_t least = form->least;
    if (at + length > text.size()) return std::nullopt;
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) return std::nullopt;
        point = point << 6 | (byte(at + i) & 0x3F);
    }
    if (point < least || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF)) {
        return std::nullopt;
    }
    return Utf8Character{point, length};
}

bool isHiddenCharacter(char32_t point) {
    return point < 0x20 || (point >= 0x7F && point <= 0x9F) || point == 0x2028 ||
           point == 0x2029 || (point >= 0x200E && point <= 0x200F) ||
           (point >= 0x202A && point <= 0x202E) || (point >= 0x2066 && point <= 0x2069);
}

namespace {

std::string escaped(char32_t point) {
    switch (point) {
        case '\n':
            return "\\n";
        case '\r':
            return "\\r";
        case '\t':
            return "\\t";
        default:
            break;
    }
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, point < 0x100 ? "\\x%02x" : "\\u%04x",
                  static_cast<unsigned>(point));
    return buffer;
}

// The text with every hidden character but those `kept` and every byte that is not UTF-8
// escaped, cut short after `maxCharacters` characters.
std::string escapedText(std::string_view text, std::size_t maxCharacters,
                        std::u32string_view kept) {
    std::string out;
    std::size_t characters = 0;
    for (std::size_t at = 0; at < text.size(); ++characters) {
        if (characters == maxCharacters) return out + "…";
        const auto decoded = utf8CharacterAt(text, at);
        if (!decoded) {
            out += escaped(static_cast<unsigned char>(text[at]));
            ++at;
            continue;
        }
        if (isHiddenCharacter(decoded->point) && kept.find(decoded->point) == kept.npos) {
            out += escaped(decoded->point);
        } else {
            out.append(text.substr(at, decoded->length));
        }
        at += decoded->length;
    }
    return out;
}

}  // namespace

std::string printable(std::string_view text, std::size_t maxCharacters) {
    return escapedText(text, maxCharacters, U"");
}

std::string displayable(std::string_view text) { return escapedText(text, SIZE_MAX, U"\n\t"); }

std::optional<std::string> firstHiddenCharacter(std::string_view text, bool lineBreaks) {
    for (std::size_t at = 0; at < text.size();) {
        const auto decoded = utf8CharacterAt(text, at);
        if (!decoded) return escaped(static_cast<unsigned char>(text[at]));
        if (isHiddenCharacter(decoded->point) && !(lineBreaks && decoded->point == '\n')) {
            return escaped(decoded->point);
        }
        at += decoded->length;
    }
    return std::nullopt;
}

std::string quoted(std::string_view text) {
    return "'" + printable(text, maxQuotedCharacters) + "'";
}

}  // namespace tachanka::model
