// Stand-in for googletest's gtest_prod.h: Minikin names its tests as friends.
#pragma once
#define FRIEND_TEST(test_case_name, test_name)
