#include "model/hex.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <stdexcept>

#include "model/quoted_text.hpp"

namespace tachanka::model {
namespace {

// Axial coordinates: q along the columns, r the row corrected for the even columns' shift,
// so that every neighbour differs by one of six fixed steps.
struct Axial {
    int q = 0;
    int r = 0;
};

int halfColumnShift(int column) { return (column + (column & 1)) / 2; }

Axial axial(Hex hex) { return {hex.column, hex.row - halfColumnShift(hex.column)}; }

Hex offset(Axial a) { return {a.q, a.r + halfColumnShift(a.q)}; }

constexpr std::array<Axial, 6> steps{{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

bool numberable(Hex hex) {
    return hex.column >= 0 && hex.column <= 99 && hex.row >= 0 && hex.row <= 99;
}

}  // namespace

Hex Hex::parse(std::string_view text) {
    const bool fourDigits = text.size() == 4 && std::all_of(text.begin(), text.end(), [](char c) {
                                return std::isdigit(static_cast<unsigned char>(c)) != 0;
                            });
    if (!fourDigits) {
        throw std::invalid_argument(quoted(text) +
                                    " is not a hex number (four digits, column then row, "
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

std::vector<Hex> neighbours(Hex hex) {
    const Axial centre = axial(hex);
    std::vector<Hex> around;
    for (const Axial step : steps) {
        const Hex next = offset({centre.q + step.q, centre.r + step.r});
        if (numberable(next)) around.push_back(next);
    }
    return around;
}

int distance(Hex from, Hex to) {
    const Axial a = axial(from);
    const Axial b = axial(to);
    const int dq = b.q - a.q;
    const int dr = b.r - a.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

bool adjacent(Hex a, Hex b) { return distance(a, b) == 1; }

std::optional<int> hexsideTowards(Hex hex, Hex next) {
    const Axial from = axial(hex);
    const Axial to = axial(next);
    for (std::size_t side = 0; side < steps.size(); ++side) {
        if (from.q + steps[side].q == to.q && from.r + steps[side].r == to.r) {
            return static_cast<int>(side);
        }
    }
    return std::nullopt;
}

}  // namespace tachanka::model
