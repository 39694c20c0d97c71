#pragma once
// A small two-sided scenario and campaign file shared by the db tests.

#include <cstdint>
#include <filesystem>

#include "model/scenario.hpp"

namespace tachanka::testing::sample {

model::Scenario scenario();
void createCampaign(const std::filesystem::path& file, std::uint64_t seed);

}  // namespace tachanka::testing::sample
