#pragma once
// Internal to the battle use cases: dice asked of the players one at a time (a front end's
// dialog), each shown with what its faces read, for an Orel resolution and a tactical action
// alike.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "rules/dice.hpp"

namespace tachanka::core {

class AskedDice final : public rules::Dice {
public:
    // What each face of the next die reads, given the dice rolled before it and its sides.
    using Faces = std::function<std::vector<DieFaces>(const std::vector<int>&, int)>;
    // `before`: the dice the resolution rolled before it stopped, counted in each die's number.
    AskedDice(const std::function<int(const AskedDie&)>& ask, Faces faces, std::size_t before = 0)
        : ask_(ask), faces_(std::move(faces)), before_(before) {}
    // A value the die cannot show is a UserError.
    int roll(int sides, std::string_view purpose) override;

private:
    // `faces_`, or for a die read only with the ones after it, what each face leaves them to
    // read, looking at most `diceAhead` dice on.
    std::vector<DieFaces> facesOf(const std::vector<int>& rolled, int sides, int diceAhead) const;

    const std::function<int(const AskedDie&)>& ask_;
    Faces faces_;
    std::size_t before_;
    std::vector<int> rolled_;
};

// The faces of a d`sides`, those that read alike together, each with its chance;
// `resultOf(face)` is what a face reads, none when the die is read only with the next one
// (then no face reads anything alone: empty).
std::vector<DieFaces> facesReading(
    int sides, const std::function<std::optional<std::string>(int face)>& resultOf);

}  // namespace tachanka::core
