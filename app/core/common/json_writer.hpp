#pragma once
// Machine output for --json: a small streaming writer that always produces valid JSON
// (commas, nesting and string escapes are its job, not the caller's).

#include <cstdint>
#include <ostream>
#include <string_view>
#include <vector>

namespace tachanka::core {

class JsonWriter {
public:
    explicit JsonWriter(std::ostream& out) : out_(out) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(int number) { return value(std::int64_t{number}); }
    JsonWriter& value(double number);
    JsonWriter& value(bool flag);
    JsonWriter& null();

    // Ends the document with a newline.
    void finish();

private:
    void beforeValue();
    void writeString(std::string_view text);

    std::ostream& out_;
    std::vector<bool> firstInContainer_;
    bool afterKey_ = false;
};

}  // namespace tachanka::core
