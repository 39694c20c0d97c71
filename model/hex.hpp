#pragma once
// A hex of the Orel 1919 map, named as the map numbers it: column then row, two digits each
// ("2705" is column 27, row 5: Orël).

#include <compare>
#include <string>
#include <string_view>

namespace tachanka::model {

struct Hex {
    int column = 0;
    int row = 0;

    // Throws std::invalid_argument naming the text when it is not four digits.
    static Hex parse(std::string_view text);
    std::string label() const;

    auto operator<=>(const Hex&) const = default;
};

}  // namespace tachanka::model
