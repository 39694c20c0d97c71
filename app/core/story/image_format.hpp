#pragma once
// What a photo file is, read from its own bytes (never its name): a PNG or a JPEG, and its size
// in pixels, so nothing else is kept in a campaign and the chronicle can place it.

#include <optional>
#include <string>
#include <string_view>

namespace tachanka::core {

struct ImageFormat {
    std::string mediaType;  // "image/png" or "image/jpeg"
    int width = 0;
    int height = 0;
};

// None when the bytes are neither a PNG (its signature and header chunk) nor a JPEG (its start
// marker and a frame header giving its size), or give no size.
std::optional<ImageFormat> imageFormatOf(std::string_view bytes);

// The bytes as base64 (RFC 4648, with padding), and back; decoding text that is not base64
// gives none.
std::string base64Encoded(std::string_view bytes);
std::optional<std::string> base64Decoded(std::string_view text);

}  // namespace tachanka::core
