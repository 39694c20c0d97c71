#include "app/core/common/json_writer.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string_view>

#include "model/quoted_text.hpp"

namespace tachanka::core {

void JsonWriter::beforeValue() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!firstInContainer_.empty()) {
        if (!firstInContainer_.back()) out_ << ',';
        firstInContainer_.back() = false;
    }
}

// Valid UTF-8 whatever the text holds, since a campaign file's text is anyone's: a byte that
// is not UTF-8 becomes U+FFFD, and every character a terminal would obey is an escape, so a
// reader that prints the strings prints no control codes.
void JsonWriter::writeString(std::string_view text) {
    out_ << '"';
    for (std::size_t at = 0; at < text.size();) {
        const auto character = model::utf8CharacterAt(text, at);
        if (!character) {
            out_ << "\xEF\xBF\xBD";  // U+FFFD, the replacement character
            ++at;
            continue;
        }
        const char32_t point = character->point;
        if (point == '"') {
            out_ << "\\\"";
        } else if (point == '\\') {
            out_ << "\\\\";
        } else if (point == '\n') {
            out_ << "\\n";
        } else if (point == '\r') {
            out_ << "\\r";
        } else if (point == '\t') {
            out_ << "\\t";
        } else if (model::isHiddenCharacter(point)) {
            std::array<char, 16> escape{};
            std::snprintf(escape.data(), escape.size(), "\\u%04x",
                          static_cast<unsigned>(point));
            out_ << escape.data();
        } else {
            out_ << text.substr(at, character->length);
        }
        at += character->length;
    }
    out_ << '"';
}

JsonWriter& JsonWriter::beginObject() {
    beforeValue();
    out_ << '{';
    firstInContainer_.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endObject() {
    firstInContainer_.pop_back();
    out_ << '}';
    return *this;
}

JsonWriter& JsonWriter::beginArray() {
    beforeValue();
    out_ << '[';
    firstInContainer_.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endArray() {
    firstInContainer_.pop_back();
    out_ << ']';
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
    beforeValue();
    writeString(name);
    out_ << ':';
    afterKey_ = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    beforeValue();
    writeString(text);
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number) {
    beforeValue();
    out_ << number;
    return *this;
}

JsonWriter& JsonWriter::value(double number) {
    beforeValue();
    if (!std::isfinite(number)) throw std::invalid_argument("JSON has no infinity or NaN");
    // Shortest text that reads back as the same double: 1.5, 0.027777777777777776.
    std::array<char, 32> buffer{};
    const auto written = std::to_chars(buffer.data(), buffer.data() + buffer.size(), number);
    out_ << std::string_view(buffer.data(), static_cast<std::size_t>(written.ptr - buffer.data()));
    return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
    beforeValue();
    out_ << (flag ? "true" : "false");
    return *this;
}

JsonWriter& JsonWriter::null() {
    beforeValue();
    out_ << "null";
    return *this;
}

void JsonWriter::finish() { out_ << '\n'; }

}  // namespace tachanka::core
