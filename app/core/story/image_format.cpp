#include "app/core/story/image_format.hpp"

#include <array>
#include <cstdint>

namespace tachanka::core {
namespace {

std::uint32_t bigEndian(std::string_view bytes, std::size_t at, std::size_t length) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < length; ++i) {
        value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
    }
    return value;
}

std::optional<ImageFormat> sized(const char* mediaType, std::uint32_t width,
                                 std::uint32_t height) {
    // A photo's pixels: far beyond any camera's, far below what overflows an int.
    constexpr std::uint32_t most = 100000;
    if (width == 0 || height == 0 || width > most || height > most) return std::nullopt;
    return ImageFormat{mediaType, static_cast<int>(width), static_cast<int>(height)};
}

// The PNG signature, then the IHDR chunk first (PNG 5.2, 11.2.2): its length 13, its width
// and height.
std::optional<ImageFormat> pngFormat(std::string_view bytes) {
    constexpr std::string_view signature("\x89PNG\r\n\x1a\n", 8);
    if (bytes.size() < 33 || bytes.substr(0, 8) != signature) return std::nullopt;
    if (bigEndian(bytes, 8, 4) != 13 || bytes.substr(12, 4) != "IHDR") return std::nullopt;
    return sized("image/png", bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4));
}

// JPEG's start of image, then marker segments up to a start of frame (SOF0-SOF15 but for the
// DHT, JPG and DAC markers C4, C8, CC), which gives the height and then the width.
std::optional<ImageFormat> jpegFormat(std::string_view bytes) {
    if (bytes.size() < 4 || static_cast<unsigned char>(bytes[0]) != 0xFF ||
        static_cast<unsigned char>(bytes[1]) != 0xD8) {
        return std::nullopt;
    }
    std::size_t at = 2;
    while (at + 4 <= bytes.size()) {
        if (static_cast<unsigned char>(bytes[at]) != 0xFF) return std::nullopt;
        const auto marker = static_cast<unsigned char>(bytes[at + 1]);
        if (marker == 0xFF) {  // fill bytes before a marker
            ++at;
            continue;
        }
        const std::size_t length = bigEndian(bytes, at + 2, 2);
        if (length < 2) return std::nullopt;
        const bool frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 &&
                           marker != 0xC8 && marker != 0xCC;
        if (frame) {
            if (length < 7 || at + 9 > bytes.size()) return std::nullopt;
            return sized("image/jpeg", bigEndian(bytes, at + 7, 2), bigEndian(bytes, at + 5, 2));
        }
        if (marker == 0xD9 || marker == 0xDA) return std::nullopt;  // ended or scanning: no frame
        at += 2 + length;
    }
    return std::nullopt;
}

constexpr std::string_view alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

}  // namespace

std::optional<ImageFormat> imageFormatOf(std::string_view bytes) {
    if (auto png = pngFormat(bytes)) return png;
    return jpegFormat(bytes);
}

std::string base64Encoded(std::string_view bytes) {
    std::string text;
    text.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t at = 0; at < bytes.size(); at += 3) {
        const std::size_t count = std::min<std::size_t>(3, bytes.size() - at);
        std::uint32_t group = 0;
        for (std::size_t i = 0; i < 3; ++i) {
            group = (group << 8) | (i < count ? static_cast<unsigned char>(bytes[at + i]) : 0u);
        }
        for (std::size_t i = 0; i < 4; ++i) {
            text += i <= count ? alphabet[(group >> (18 - 6 * i)) & 0x3F] : '=';
        }
    }
    return text;
}

std::optional<std::string> base64Decoded(std::string_view text) {
    if (text.size() % 4 != 0) return std::nullopt;
    std::array<int, 256> values{};
    values.fill(-1);
    for (std::size_t i = 0; i < alphabet.size(); ++i) {
        values[static_cast<unsigned char>(alphabet[i])] = static_cast<int>(i);
    }
    std::string bytes;
    bytes.reserve(text.size() / 4 * 3);
    for (std::size_t at = 0; at < text.size(); at += 4) {
        std::uint32_t group = 0;
        int padding = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            const char c = text[at + i];
            const bool last = at + 4 == text.size();
            if (c == '=' && last && i >= 2 && (i == 3 || text[at + 3] == '=')) {
                ++padding;
                group <<= 6;
                continue;
            }
            const int value = values[static_cast<unsigned char>(c)];
            if (value < 0 || padding > 0) return std::nullopt;
            group = (group << 6) | static_cast<std::uint32_t>(value);
        }
        for (int i = 0; i < 3 - padding; ++i) {
            bytes += static_cast<char>((group >> (16 - 8 * i)) & 0xFF);
        }
    }
    return bytes;
}

}  // namespace tachanka::core
