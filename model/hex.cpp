#include "model/hex.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace tachanka::model {

Hex Hex::parse(std::string_view text) {
    const bool fourDigits =
        text.size() == 4 && std::all_of(text.begin(), text.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c)) != 0;
        });
    if (!fourDigits) {
        throw std::invalid_argument("'" + std::string(text) +
                                    "' is not a hex number (four digits, column then row, "
                                    "e.g. 2705)");
    }
    return Hex{(text[0] - '0') * 10 + (text[1] - '0'), (text[2] - '0') * 10 + (text[3] - '0')};
}

std::string Hex::label() const {
    std::string text(4, '0');
    text[0] = static_cast<char>('0' + column / 10);
    text[1] = static_cast<char>('0' + column % 10);
    text[2] = static_cast<char>('0' + row / 10);
    text[3] = static_cast<char>('0' + row % 10);
    return text;
}

}  // namespace tachanka::model
